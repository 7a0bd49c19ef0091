// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the C name of pthread.h, kept as apps call it)
#if canImport(Glibc)
    import Glibc

    /// Sets the kind of mutex `attributes` make, taking the kind as Glibc's constants are imported
    /// (`PTHREAD_MUTEX_RECURSIVE`, `PTHREAD_MUTEX_ERRORCHECK` and `PTHREAD_MUTEX_NORMAL` are `Int`
    /// here, `Int32` in Darwin's pthread.h), so that iOS code passing one compiles unchanged:
    ///
    /// ```swift
    /// var attributes = pthread_mutexattr_t()
    /// pthread_mutexattr_init(&attributes)
    /// pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE)   // 0
    /// ```
    @discardableResult
    public func pthread_mutexattr_settype(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>!, _ kind: Int)
        -> Int32
    {
        Glibc.pthread_mutexattr_settype(attributes, Int32(truncatingIfNeeded: kind))
    }
#endif
