#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file is, in words, for the readers and writers that take only a regular file.
package enum FileKind {
    /// `a FIFO`, `a directory`, … for a `st_mode` that is not a regular file's; nil for a regular file.
    public static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
