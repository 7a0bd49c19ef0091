import OpenCombine

// OpenCombine 0.14.0 has no Merge; these are Combine's, over ``FanIn`` (Merge5 to Merge8 are not here).

extension Publishers {
    /// The values of 2 publishers of the same output, in the order they come, as Combine's
    /// `Publishers.Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<Output, Failure>(AnySubscriber(subscriber), upstreams: 2, kind: .merge)
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
        }
    }

    /// The values of 3 publishers of the same output, in the order they come, as Combine's
    /// `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
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
            let fanIn = FanIn<Output, Failure>(AnySubscriber(subscriber), upstreams: 3, kind: .merge)
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
            fanIn.subscribe(c, at: 2)
        }
    }

    /// The values of 4 publishers of the same output, in the order they come, as Combine's
    /// `Publishers.Merge4`.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        public typealias Output = A.Output
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
            let fanIn = FanIn<Output, Failure>(AnySubscriber(subscriber), upstreams: 4, kind: .merge)
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(a, at: 0)
            fanIn.subscribe(b, at: 1)
            fanIn.subscribe(c, at: 2)
            fanIn.subscribe(d, at: 3)
        }
    }

    /// The values of any number of publishers of one type, in the order they come, as Combine's
    /// `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<Output, Failure>(AnySubscriber(subscriber), upstreams: publishers.count, kind: .merge)
            subscriber.receive(subscription: fanIn)
            if publishers.isEmpty { fanIn.finishWithoutUpstreams() }
            for (index, publisher) in publishers.enumerated() { fanIn.subscribe(publisher, at: index) }
        }

        /// These publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// The values of this publisher and `other`, in the order they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// The values of this publisher and two others, in the order they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// The values of this publisher and three others, in the order they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }
}
