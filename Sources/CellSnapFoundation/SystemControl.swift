import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the system value named `name`, as Darwin's `sysctlbyname` (Linux's C library has none),
/// for the names apps read to describe the device they run on:
///
/// - `hw.machine` and `hw.model`: the machine, as `uname` gives it (`x86_64`), as the Simulator
///   answers with its host's architecture;
/// - `kern.ostype`, `kern.osrelease`, `kern.hostname`: `uname`'s system, release and node name;
/// - `hw.ncpu`, `hw.logicalcpu`, `hw.physicalcpu` (a 32-bit integer), `hw.memsize` (64-bit).
///
/// As Darwin's: with `oldp` nil, `oldlenp` gets the size the value needs; a buffer too small fails
/// with `ENOMEM`, a name not listed with `ENOENT`, and setting a value (`newp`) with `EPERM`,
/// each answering -1 with `errno` set; 0 otherwise.
///
/// ```swift
/// var size = 0
/// sysctlbyname("hw.machine", nil, &size, nil, 0)
/// ```
@discardableResult
public func sysctlbyname(
    _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
    _ newp: UnsafeMutableRawPointer!, _ newlen: Int
) -> Int32 {
    guard newp == nil else { return failing(EPERM) }
    guard let name, let value = systemValue(String(cString: name)) else { return failing(ENOENT) }
    return value.withUnsafeBytes { bytes in
        guard let oldlenp else { return 0 }
        if let oldp {
            guard oldlenp.pointee >= bytes.count else { return failing(ENOMEM) }
            oldp.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        oldlenp.pointee = bytes.count
        return 0
    }
}

/// The bytes of the value named `name`: a string with its terminating zero, or an integer.
private func systemValue(_ name: String) -> [UInt8]? {
    var system = utsname()
    uname(&system)
    func field<T>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value) { Array($0.prefix { $0 != 0 }) } + [0]
    }
    func integer<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    let processors = ProcessInfo.processInfo.processorCount
    switch name {
    case "hw.machine", "hw.model": return field(system.machine)
    case "kern.ostype": return field(system.sysname)
    case "kern.osrelease": return field(system.release)
    case "kern.hostname": return field(system.nodename)
    case "hw.ncpu", "hw.logicalcpu", "hw.physicalcpu": return integer(Int32(processors))
    case "hw.memsize": return integer(Int64(ProcessInfo.processInfo.physicalMemory))
    default: return nil
    }
}

private func failing(_ code: Int32) -> Int32 {
    errno = code
    return -1
}
