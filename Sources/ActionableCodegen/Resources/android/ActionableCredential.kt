package actionable.android

import android.content.Context
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.net.URI
import java.net.URISyntaxException

/**
 * The service's base URL and the bearer token the app sends with every tap, kept in
 * `Context.getNoBackupFilesDir()/actionable-credential.json` (app-private, never backed up: a token restored to
 * another phone would send taps as someone who never made them there).
 *
 * The app stores one after sign-in ([store]), replaces it when it gets a fresh one, and [clear]s it at sign-out.
 * A token the service refused (401) keeps the taps that met it in the outbox, untried, until another token is
 * stored: [store] then schedules [ActionableDeliveryJobService] at once, which sends them. No token is a server
 * secret: it identifies the person, and it is never logged ([toString] leaves it out).
 */
class ActionableCredential(val baseUrl: String, val token: String) {
    /** A digest of the token: what the outbox records of a refused credential, to tell when another is stored. */
    val fingerprint: String get() = ActionableDelivery.digest("credential:$token")

    override fun toString(): String = "credential for $baseUrl"

    companion object {
        private const val FILE = "actionable-credential.json"
        private val lock = Any()

        /**
         * Stores [token] for the service at [baseUrl] (taps go to `<baseUrl>/v1/action-responses`), replacing the
         * stored one, and schedules a flush of the outbox when it changed.
         *
         * [baseUrl] must be `https://`: the token and typed replies must not cross the network in the clear. For
         * development only, `http://` is allowed to this phone's or emulator's own machine: `localhost`, `127.0.0.1`,
         * and `10.0.2.2`, which the Android emulator routes to the host computer's loopback.
         *
         * @throws IllegalArgumentException when [baseUrl] is not such a URL (nothing is stored then).
         * @throws IOException when it could not be written (the old one is kept then).
         */
        @Throws(IOException::class)
        fun store(context: Context, baseUrl: String, token: String) {
            requireSecure(baseUrl)
            val changed: Boolean
            synchronized(lock) {
                val previous = read(context)
                changed = previous == null || previous.token != token || previous.baseUrl != baseUrl
                val value = LinkedHashMap<String, Any?>()
                value["base-url"] = baseUrl
                value["token"] = token
                val out = StringBuilder()
                ActionableJson.write(value, out)
                writeAtomically(context.noBackupFilesDir, FILE, out.toString())
            }
            if (changed) ActionableDeliveryJobService.schedule(context, 0)
        }

        /** The hosts `http://` is allowed to (development): this machine, and the emulator's way to its host's loopback. */
        private val DEVELOPMENT_HOSTS = setOf("localhost", "127.0.0.1", "10.0.2.2")

        private fun requireSecure(baseUrl: String) {
            val uri = try {
                URI(baseUrl)
            } catch (error: URISyntaxException) {
                throw IllegalArgumentException("the service's base URL is not a URL")
            }
            val scheme = uri.scheme ?: ""
            val host = uri.host ?: throw IllegalArgumentException("the service's base URL has no host")
            if (scheme.equals("https", ignoreCase = true)) return
            val local = DEVELOPMENT_HOSTS.any { it.equals(host, ignoreCase = true) }
            if (scheme.equals("http", ignoreCase = true) && local) return
            throw IllegalArgumentException(
                "the service's base URL must be https:// (http:// only to localhost, 127.0.0.1 or 10.0.2.2, for development)"
            )
        }

        /** The stored credential, or `null` when none is (or its file is unreadable). */
        fun read(context: Context): ActionableCredential? {
            val text = try {
                File(context.noBackupFilesDir, FILE).readText(Charsets.UTF_8)
            } catch (error: IOException) {
                return null
            }
            val value = try {
                ActionableJson.parse(text)
            } catch (error: ActionableJson.SyntaxError) {
                return null
            }
            val map = value as? Map<*, *> ?: return null
            val baseUrl = map["base-url"] as? String ?: return null
            val token = map["token"] as? String ?: return null
            return ActionableCredential(baseUrl, token)
        }

        /** Forgets the stored credential (sign-out). Taps in the outbox wait for the next one. */
        fun clear(context: Context) {
            synchronized(lock) {
                File(context.noBackupFilesDir, FILE).delete()
            }
        }

        @Throws(IOException::class)
        internal fun writeAtomically(directory: File, name: String, text: String) {
            if (!directory.isDirectory && !directory.mkdirs() && !directory.isDirectory) {
                throw IOException("could not create the no-backup files directory")
            }
            val temporary = File.createTempFile("$name-", ".tmp", directory)
            try {
                FileOutputStream(temporary).use { stream ->
                    stream.write(text.toByteArray(Charsets.UTF_8))
                    stream.flush()
                    stream.fd.sync()
                }
                if (!temporary.renameTo(File(directory, name))) throw IOException("could not rename $name into place")
            } finally {
                if (temporary.exists()) temporary.delete()
            }
        }
    }
}
