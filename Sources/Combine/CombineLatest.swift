import OpenCombine

// OpenCombine 0.14.0 has no CombineLatest; these are Combine's, over ``FanIn``.

extension Publishers {
    /// The latest value of each of 2 publishers, as a tuple, each time any of them sends one
    /// (once all have sent one), as Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<Output, Failure>(
                AnySubscriber(subscriber), upstreams: 2,
                kind: .combineLatest({ ($0[0] as! A.Output, $0[1] as! B.Output) }))
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
        }
    }

    /// The latest value of each of 3 publishers, as a tuple, each time any of them sends one
    /// (once all have sent one), as Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<Output, Failure>(
                AnySubscriber(subscriber), upstreams: 3,
                kind: .combineLatest({ ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }))
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
            fanIn.subscribe(c, at: 2)
        }
    }

    /// The latest value of each of 4 publishers, as a tuple, each time any of them sends one
    /// (once all have sent one), as Combine's `Publishers.CombineLatest4`.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<Output, Failure>(
                AnySubscriber(subscriber), upstreams: 4,
                kind: .combineLatest({
                    ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
                }))
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
            fanIn.subscribe(c, at: 2)
            fanIn.subscribe(d, at: 3)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, as a tuple, whenever either sends one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others, as a tuple.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
    {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// The latest values of this publisher and two others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// The latest values of this publisher and three others, as a tuple.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    )
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// The latest values of this publisher and three others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
