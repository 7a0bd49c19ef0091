import Foundation
import FoundationNetworking
import OpenCombine

extension URLSession {
    /// The result of one data task, as Foundation's `URLSession.DataTaskPublisher`: the task
    /// starts when the subscriber first asks for a value; its data and response come as one value,
    /// then the publisher finishes, or it fails with the task's `URLError`. Cancelling the
    /// subscription cancels the task.
    public struct DataTaskPublisher: OpenCombine.Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request the task sends.
        public let request: URLRequest
        /// The session that runs it.
        public let session: URLSession

        /// A publisher of `request` sent through `session`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == (data: Data, response: URLResponse), S.Failure == URLError {
            let subscription = EventSubscription(subscriber, name: "DataTaskPublisher")
            let task = session.dataTask(with: request) { [weak subscription] data, response, error in
                guard let subscription else { return }
                if let error {
                    subscription.finish(.failure(error as? URLError ?? URLError(.unknown)))
                } else if let response {
                    subscription.send((data ?? Data(), response))
                    subscription.finish(.finished)
                } else {
                    subscription.finish(.failure(URLError(.badServerResponse)))
                }
            }
            subscription.start(onFirstDemand: { task.resume() }, onEnd: { task.cancel() })
            subscriber.receive(subscription: subscription)
        }
    }

    /// A publisher of the data task that loads `url`.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        dataTaskPublisher(for: URLRequest(url: url))
    }

    /// A publisher of the data task that sends `request`.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}
