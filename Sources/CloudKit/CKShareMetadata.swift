import Foundation

extension CKShare {
    /// What the system hands an app when the person opens a share's link, as CloudKit's
    /// `CKShare.Metadata`: the share, its container, its root record and the person's part in it.
    ///
    /// iOS makes metadata from a share's link through iCloud (and passes it to
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)` or the app delegate's
    /// `application(_:userDidAcceptCloudKitShareWith:)`, which an app declares as on iOS). With no
    /// iCloud account nothing makes metadata on its own (``CKFetchShareMetadataOperation`` fails
    /// with `CKError.notAuthenticated`); a test makes it from a share it holds with
    /// `init(share:containerIdentifier:rootRecord:)` (Linux-only) to drive the app's code, and
    /// accepting it (``CKAcceptSharesOperation``, `CKContainer.accept(_:)`) fails with
    /// `CKError.notAuthenticated`, as on a device signed in to none.
    open class Metadata: NSObject, NSCopying, @unchecked Sendable {
        /// The identifier of the container the share is in.
        open private(set) var containerIdentifier: String
        /// The share.
        open private(set) var share: CKShare
        /// The identifier of the share's root record (`nil` for a zone-wide share).
        open private(set) var hierarchicalRootRecordID: CKRecord.ID?
        /// The root record, when the metadata was fetched with it.
        open private(set) var rootRecord: CKRecord?
        /// The person's role in the share.
        open var participantRole: CKShare.ParticipantRole { share.currentUserParticipant?.role ?? .unknown }
        /// Whether the person accepted the share.
        open var participantStatus: CKShare.ParticipantAcceptanceStatus {
            share.currentUserParticipant?.acceptanceStatus ?? .unknown
        }
        /// What the person may do.
        open var participantPermission: CKShare.ParticipantPermission {
            share.currentUserParticipant?.permission ?? .unknown
        }
        /// The share's owner.
        open var ownerIdentity: CKUserIdentity { share.owner.userIdentity }

        /// Metadata of `share` in the container `containerIdentifier`, with its root record
        /// (Linux-only: on iOS the system makes metadata).
        public init(share: CKShare, containerIdentifier: String, rootRecord: CKRecord? = nil) {
            self.share = share
            self.containerIdentifier = containerIdentifier
            self.rootRecord = rootRecord
            hierarchicalRootRecordID =
                share.recordID.recordName == CKRecordNameZoneWideShare ? nil : rootRecord?.recordID
            super.init()
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }
    }
}

/// Fetches the metadata of shares from their links, as CloudKit's `CKFetchShareMetadataOperation`:
/// it finishes with `CKError.notAuthenticated` for each link and as a whole.
open class CKFetchShareMetadataOperation: CKOperation, @unchecked Sendable {
    /// The links of the shares.
    open var shareURLs: [URL]?
    /// Whether the root record is fetched with the metadata.
    open var shouldFetchRootRecord = false
    /// The root record's fields to fetch (nil: all).
    open var rootRecordDesiredKeys: [CKRecord.FieldKey]?
    /// Called with each link's metadata or error.
    open var perShareMetadataResultBlock: ((URL, Result<CKShare.Metadata, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var fetchShareMetadataResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called with each link's metadata or error (before iOS 15's ``perShareMetadataResultBlock``).
    open var perShareMetadataBlock: ((URL, CKShare.Metadata?, (any Error)?) -> Void)?
    /// Called once when the operation finishes (before iOS 15's ``fetchShareMetadataResultBlock``).
    open var fetchShareMetadataCompletionBlock: (((any Error)?) -> Void)?

    public override init() { super.init() }

    /// Fetches the metadata of the shares at `shareURLs`.
    public convenience init(shareURLs: [URL]) {
        self.init()
        self.shareURLs = shareURLs
    }

    override func finish(with error: CKError) {
        for url in shareURLs ?? [] {
            perShareMetadataResultBlock?(url, .failure(error))
            perShareMetadataBlock?(url, nil, error)
        }
        fetchShareMetadataResultBlock?(.failure(error))
        fetchShareMetadataCompletionBlock?(error)
    }
}

/// Accepts shares, as CloudKit's `CKAcceptSharesOperation`: it finishes with
/// `CKError.notAuthenticated` for each share and as a whole.
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
    /// The metadata of the shares to accept.
    open var shareMetadatas: [CKShare.Metadata]?
    /// Called with each share accepted or failed.
    open var perShareResultBlock: ((CKShare.Metadata, Result<CKShare, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var acceptSharesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called with each share accepted or its error (before iOS 15's ``perShareResultBlock``).
    open var perShareCompletionBlock: ((CKShare.Metadata, CKShare?, (any Error)?) -> Void)?
    /// Called once when the operation finishes (before iOS 15's ``acceptSharesResultBlock``).
    open var acceptSharesCompletionBlock: (((any Error)?) -> Void)?

    public override init() { super.init() }

    /// Accepts the shares of `shareMetadatas`.
    public convenience init(shareMetadatas: [CKShare.Metadata]) {
        self.init()
        self.shareMetadatas = shareMetadatas
    }

    override func finish(with error: CKError) {
        for metadata in shareMetadatas ?? [] {
            perShareResultBlock?(metadata, .failure(error))
            perShareCompletionBlock?(metadata, nil, error)
        }
        acceptSharesResultBlock?(.failure(error))
        acceptSharesCompletionBlock?(error)
    }
}

extension CKContainer {
    /// Accepts the share of `metadata`: throws `CKError.notAuthenticated` (no iCloud account).
    public func accept(_ metadata: CKShare.Metadata) async throws -> CKShare {
        throw CKError.noService("CKContainer.accept(_:)")
    }

    /// Accepts the share of `metadata`: finishes with `CKError.notAuthenticated` (no iCloud
    /// account), asynchronously on a background queue.
    public func accept(
        _ metadata: CKShare.Metadata, completionHandler: @escaping @Sendable (CKShare?, (any Error)?) -> Void
    ) {
        let error = CKError.noService("CKContainer.accept(_:completionHandler:)")
        Self.queue.async { completionHandler(nil, error) }
    }

    /// Fetches the metadata of the share at `url`: throws `CKError.notAuthenticated`.
    public func shareMetadata(for url: URL, shouldFetchRootRecord: Bool = false) async throws -> CKShare.Metadata {
        throw CKError.noService("CKContainer.shareMetadata(for:shouldFetchRootRecord:)")
    }
}
