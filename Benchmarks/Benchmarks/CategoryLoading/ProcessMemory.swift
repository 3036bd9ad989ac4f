import Glibc

/// The process's resident memory as Linux reports it in `/proc/self`.
///
/// ordo-one's `peakMemoryResident` samples the resident size every 5 ms; `VmHWM` is the kernel's own
/// high-water mark, so a short spike between two samples still counts. Writing `5` to `/proc/self/clear_refs`
/// resets it to the current resident size (Linux 4.0 and later).
enum ProcessMemory {
    /// The current resident size (`/proc/self/statm`, second field, in pages).
    static func residentBytes() -> Int {
        guard let text = PosixFile.readText("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The peak resident size since the process started or since the last ``resetPeak()`` (`VmHWM`).
    static func peakResidentBytes() -> Int {
        statusField("VmHWM:") ?? 0
    }

    nonisolated(unsafe) private(set) static var peakResetWorks = false

    /// Resets `VmHWM` to the current resident size.
    static func resetPeak() {
        peakResetWorks = PosixFile.write("5", to: "/proc/self/clear_refs")
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let text = PosixFile.readText("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
