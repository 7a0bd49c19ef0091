// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Glibc

// The length fields BSD's socket addresses begin with (`sa_len`, `sin_len`, `sin6_len`), which
// reachability code sets before it asks about an address (`zero.sa_len =
// UInt8(MemoryLayout<sockaddr>.size)`). Linux's socket addresses have no such field: the length
// travels beside the address. Each reads as the structure's size, as code sets it, and setting it
// changes nothing.

extension sockaddr {
    /// The address's length, as BSD's `sa_len`: the size of `sockaddr` (see the file's notes).
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

extension sockaddr_in {
    /// An IPv4 address with BSD's memberwise fields, `sin_len` first, as Darwin's structure
    /// declares them (`sockaddr_in(sin_len: 0, sin_family: 0, sin_port: 0, sin_addr: in_addr(s_addr:
    /// 0), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))`, the zero address reachability code asks about):
    /// the length is not kept (see the file's notes).
    public init(
        sin_len: UInt8, sin_family: sa_family_t, sin_port: in_port_t, sin_addr: in_addr,
        sin_zero: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
    ) {
        self.init(sin_family: sin_family, sin_port: sin_port, sin_addr: sin_addr, sin_zero: sin_zero)
    }

    /// The address's length, as BSD's `sin_len`: the size of `sockaddr_in`.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// The address's length, as BSD's `sin6_len`: the size of `sockaddr_in6`.
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
