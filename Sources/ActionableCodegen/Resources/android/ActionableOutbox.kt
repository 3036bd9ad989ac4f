package actionable.android

import android.content.Context
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.RandomAccessFile
import java.nio.channels.FileChannel
import java.nio.channels.FileLock
import java.nio.channels.OverlappingFileLockException
import java.util.concurrent.ConcurrentHashMap

/**
 * The taps not yet answered: one file per tap in `Context.getNoBackupFilesDir()/actionable-outbox` (API 21; app-private
 * and never backed up, so a restored phone does not send old taps again, and no other app can read typed text).
 *
 * - A tap is written (temp file, `fsync`, rename: a file is whole or absent) before its first attempt, so process
 *   death at any point after the receiver's write loses nothing; the job sends it later with the same key. The
 *   directory itself is not synced after the rename: `FileChannel.open` on a directory is `java.nio.file` (API 26)
 *   and not portable, and `android.system.Os.fsync` (API 21) is not used here; so a power cut (not a process death)
 *   right after a rename can still lose the new name on some file systems. Temporary files a killed process left
 *   behind are removed by [keys] once they are a minute old.
 * - Files are named after the tap's Idempotency-Key (a digest of it): the same tap written twice (a double tap, an
 *   intent delivered again) is one file, and the first one is kept.
 * - An entry leaves only after a 2xx or a final 4xx ([ActionableDelivery]), or when it is older than [MAXIMUM_AGE_MILLIS]
 *   (logged, as ActionableApp's outbox does), or when the outbox holds [MAXIMUM_ENTRIES] and a newer tap comes.
 * - A tap the service answered is remembered for [MAXIMUM_AGE_MILLIS] ([answered]: `<digest>.done`, holding the time):
 *   [put] does not take it again, so the same intent handled again (an activity recreated with it, a receiver that
 *   got it twice) is not sent again. The service's idempotency would absorb it anyway; this saves the request.
 * - One delivery per key at a time: [claim] takes the key in this process (the receiver's worker and the job run in
 *   the app's process) and an exclusive `FileLock` on `<digest>.lock` (other processes of the app; the OS releases
 *   it when a process dies, so a killed delivery never holds a tap).
 */
class ActionableOutbox(val directory: File) {
    /**
     * One tap and its delivery's state, as its file holds it.
     *
     * @property attempts attempts made so far, by every process.
     * @property notBeforeMillis when the next attempt is due (`Retry-After` and back-off).
     * @property refusedCredential the fingerprint of the credential the service answered 401 to: not tried again
     *   until another is stored.
     */
    class Entry(
        val key: String,
        val tap: ActionableTap,
        val createdAtMillis: Long,
        val attempts: Int,
        val notBeforeMillis: Long,
        val lastError: String?,
        val refusedCredential: String?
    ) {
        fun attempted(): Entry = Entry(key, tap, createdAtMillis, attempts + 1, notBeforeMillis, lastError, refusedCredential)

        fun due(atMillis: Long, error: String): Entry = Entry(key, tap, createdAtMillis, attempts, atMillis, error, refusedCredential)

        fun refused(fingerprint: String): Entry = Entry(key, tap, createdAtMillis, attempts, notBeforeMillis, "HTTP 401", fingerprint)

        fun json(): String {
            val value = LinkedHashMap<String, Any?>()
            value["version"] = 1
            value["key"] = key
            value["created-at"] = createdAtMillis
            value["posted-at"] = tap.postedAtMillis
            value["attempts"] = attempts
            value["not-before"] = notBeforeMillis
            if (lastError != null) value["last-error"] = lastError
            if (refusedCredential != null) value["refused-credential"] = refusedCredential
            val out = StringBuilder()
            ActionableJson.write(value, out)
            // The tap's body as it is sent, inserted as it is (it is JSON already).
            out.setLength(out.length - 1)
            out.append(",\"tap\":").append(tap.jsonBody()).append('}')
            return out.toString()
        }

        companion object {
            /** An entry read back from [json], or `null` when the file is not one of ours. */
            fun parse(text: String): Entry? {
                val parsed = try {
                    ActionableJson.parse(text)
                } catch (error: ActionableJson.SyntaxError) {
                    return null
                }
                val value = parsed as? Map<*, *> ?: return null
                fun long(name: String): Long? = (value[name] as? ActionableJson.Number)?.toLongOrNull()
                if (long("version") != 1L) return null
                val key = value["key"] as? String ?: return null
                val body = value["tap"] as? Map<*, *> ?: return null
                @Suppress("UNCHECKED_CAST")
                val tap = ActionableTap.fromJson(body as Map<String, Any?>, long("posted-at") ?: return null) ?: return null
                // A file whose key is not its tap's is not trusted: it could send one tap under another's key.
                if (tap.idempotencyKey != key) return null
                val lastError = value["last-error"]
                val refused = value["refused-credential"]
                return Entry(
                    key, tap, long("created-at") ?: return null, (long("attempts") ?: return null).toInt(),
                    long("not-before") ?: return null, lastError as? String, refused as? String
                )
            }
        }
    }

    /** A key taken for one delivery; [release] it in a `finally`. */
    class Claim internal constructor(
        private val outbox: ActionableOutbox,
        private val name: String,
        private val channel: FileChannel,
        private val lock: FileLock
    ) {
        fun release() {
            try {
                // The entry is gone (answered): its lock file goes too, while it is still held.
                if (!outbox.file(name).exists()) File(outbox.directory, "$name.lock").delete()
                lock.release()
            } catch (error: IOException) {
                ActionableEnvironment.log.warning("outbox: could not release a claim: " + error.javaClass.simpleName)
            } finally {
                try {
                    channel.close()
                } catch (error: IOException) {
                    // Closing releases the lock anyway.
                }
                inProcess.remove(outbox.directory.path + "/" + name)
            }
        }
    }

    private fun name(key: String): String = ActionableDelivery.digest(key)

    internal fun file(name: String): File = File(directory, "$name.tap")

    private fun doneFile(name: String): File = File(directory, "$name.done")

    /** Whether the service answered the tap of file [name] ([answered]) within [MAXIMUM_AGE_MILLIS] of [nowMillis]. */
    private fun answeredRecently(name: String, nowMillis: Long): Boolean {
        val file = doneFile(name)
        if (!file.isFile) return false
        val at = try {
            file.readText(Charsets.UTF_8).trim().toLongOrNull()
        } catch (error: IOException) {
            null
        }
        return at != null && nowMillis - at <= MAXIMUM_AGE_MILLIS
    }

    /**
     * Records that the service answered [key] at [nowMillis] (2xx, 3xx or a final 4xx) and removes its entry: the marker
     * is written first, so there is no moment when the tap is neither queued nor known as answered.
     */
    fun answered(key: String, nowMillis: Long) {
        val name = name(key)
        try {
            writeFile(doneFile(name), nowMillis.toString())
        } catch (error: IOException) {
            ActionableEnvironment.log.warning("outbox: could not remember tap $key as answered: " + error.javaClass.simpleName)
        }
        remove(key)
    }

    /**
     * Writes [tap] unless the outbox has it already (the same key: the first write is kept, with its attempts).
     * @return whether it was written now.
     * @throws IOException when it could not be written: the caller must not send a tap it could not keep.
     */
    @Throws(IOException::class)
    fun put(tap: ActionableTap, nowMillis: Long): Boolean {
        ensureDirectory()
        val key = tap.idempotencyKey
        val file = file(name(key))
        if (file.exists()) return false
        if (answeredRecently(name(key), nowMillis)) {
            ActionableEnvironment.log.info("tap $key: the service answered it already; not sent again")
            return false
        }
        val entries = keys()
        if (entries.size >= MAXIMUM_ENTRIES) {
            for (oldest in entries.take(entries.size + 1 - MAXIMUM_ENTRIES)) {
                ActionableEnvironment.log.warning("outbox: full ($MAXIMUM_ENTRIES taps); the oldest, $oldest, is dropped")
                remove(oldest)
            }
        }
        write(Entry(key, tap, nowMillis, 0, 0, null, null))
        if (answeredRecently(name(key), nowMillis)) {
            // Answered while this was written (another receiver of the same intent): not sent again.
            file.delete()
            return false
        }
        return true
    }

    /** Replaces the entry's file with [entry], atomically. */
    @Throws(IOException::class)
    fun write(entry: Entry) {
        writeFile(file(name(entry.key)), entry.json())
    }

    @Throws(IOException::class)
    private fun writeFile(target: File, text: String) {
        ensureDirectory()
        val temporary = File.createTempFile("write-", ".tmp", directory)
        try {
            FileOutputStream(temporary).use { stream ->
                stream.write(text.toByteArray(Charsets.UTF_8))
                stream.flush()
                stream.fd.sync()
            }
            if (!temporary.renameTo(target)) throw IOException("could not rename into the outbox")
        } finally {
            if (temporary.exists()) temporary.delete()
        }
    }

    /** The entry for [key], or `null` when there is none (or its file is unreadable: then it is removed, logged). */
    fun read(key: String): Entry? {
        val file = file(name(key))
        val text = try {
            file.readText(Charsets.UTF_8)
        } catch (error: IOException) {
            return null
        }
        val entry = Entry.parse(text)
        if (entry == null || entry.key != key) {
            ActionableEnvironment.log.warning("outbox: ${file.name} is not a tap this code wrote; removed")
            file.delete()
            return null
        }
        return entry
    }

    /**
     * The keys of every entry, oldest first. Unreadable files are removed (logged by name), and so are temporary
     * files older than [STALE_TEMPORARY_MILLIS] (by their modification time): a process killed mid-write left them.
     */
    fun keys(): List<String> {
        val stale = System.currentTimeMillis() - STALE_TEMPORARY_MILLIS
        directory.listFiles { _, name -> name.endsWith(".tmp") }?.forEach { file ->
            if (file.lastModified() in 1 until stale) file.delete()
        }
        val files = directory.listFiles { _, name -> name.endsWith(".tap") } ?: return emptyList()
        val entries = ArrayList<Entry>()
        for (file in files) {
            val entry = try {
                Entry.parse(file.readText(Charsets.UTF_8))
            } catch (error: IOException) {
                continue
            }
            if (entry == null || file.name != name(entry.key) + ".tap") {
                ActionableEnvironment.log.warning("outbox: ${file.name} is not a tap this code wrote; removed")
                file.delete()
                continue
            }
            entries.add(entry)
        }
        entries.sortWith(compareBy<Entry>({ it.createdAtMillis }, { it.key }))
        return entries.map { it.key }
    }

    /** Removes the entry for [key]. */
    fun remove(key: String) {
        file(name(key)).delete()
    }

    /**
     * Removes entries older than [MAXIMUM_AGE_MILLIS], logging each (identifiers only), and forgets answered taps
     * after as long.
     */
    fun removeExpired(nowMillis: Long) {
        directory.listFiles { _, name -> name.endsWith(".done") }?.forEach { file ->
            val at = try {
                file.readText(Charsets.UTF_8).trim().toLongOrNull()
            } catch (error: IOException) {
                null
            }
            if (at == null || nowMillis - at > MAXIMUM_AGE_MILLIS) file.delete()
        }
        for (key in keys()) {
            val entry = read(key) ?: continue
            if (nowMillis - entry.createdAtMillis <= MAXIMUM_AGE_MILLIS) continue
            val claim = claim(key) ?: continue
            try {
                ActionableEnvironment.log.warning("outbox: tap ${entry.tap} is older than a day; dropped (last: ${entry.lastError})")
                remove(key)
            } finally {
                claim.release()
            }
        }
    }

    /**
     * Takes [key] for one delivery, or answers `null` when a delivery of it is in flight (in this process or
     * another). The holder re-reads the entry after claiming: another may have delivered it just before.
     */
    fun claim(key: String): Claim? {
        val name = name(key)
        val id = directory.path + "/" + name
        if (!inProcess.add(id)) return null
        var channel: FileChannel? = null
        try {
            ensureDirectory()
            channel = RandomAccessFile(File(directory, "$name.lock"), "rw").channel
            val lock = channel.tryLock()
            if (lock != null) return Claim(this, name, channel, lock)
        } catch (error: IOException) {
            ActionableEnvironment.log.warning("outbox: could not lock a tap: " + error.javaClass.simpleName)
        } catch (error: OverlappingFileLockException) {
            // Held in this process by another outbox object for the same directory: in flight.
        }
        try {
            channel?.close()
        } catch (error: IOException) {
            // Nothing held.
        }
        inProcess.remove(id)
        return null
    }

    @Throws(IOException::class)
    private fun ensureDirectory() {
        if (!directory.isDirectory && !directory.mkdirs() && !directory.isDirectory) {
            throw IOException("could not create the outbox directory")
        }
    }

    companion object {
        /** As ActionableApp's outbox: a tap older than a day is dropped (logged) rather than sent late. */
        const val MAXIMUM_AGE_MILLIS = 24 * 3600 * 1000L
        const val MAXIMUM_ENTRIES = 200
        /** A temporary file this old is a killed write's: no write takes a minute. */
        const val STALE_TEMPORARY_MILLIS = 60_000L

        private val inProcess: MutableSet<String> = ConcurrentHashMap.newKeySet<String>()

        /** The app's outbox, in its no-backup files. */
        fun of(context: Context): ActionableOutbox = ActionableOutbox(File(context.noBackupFilesDir, "actionable-outbox"))
    }
}
