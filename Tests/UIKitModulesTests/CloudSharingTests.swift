// UICloudSharingController over a CloudKit share (its view refused, its permissions, its
// delegate and item source), CKShare's owner, participants and system fields, and the app and
// scene delegates' share acceptance with the operations' pre-iOS 15 completion blocks.
import CloudKit
import Foundation
import Testing
import UIKit

@MainActor @Suite struct CloudSharingTests {
    final class AlbumScreen: UIViewController, UICloudSharingControllerDelegate {
        var saved = 0
        var failures: [String] = []
        func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error) {
            failures.append("\(error)")
        }
        func itemTitle(for csc: UICloudSharingController) -> String? { "Alps" }
        func itemType(for csc: UICloudSharingController) -> String? { "com.example.album" }
        func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController) { saved += 1 }
    }

    @Test func aShareBelongsToItsRootRecordAndItsOwner() {
        let album = CKRecord(recordType: "Album", zoneID: CKRecordZone.ID(zoneName: "Albums"))
        let share = CKShare(rootRecord: album)
        #expect(share.recordType == "cloudkit.share" && share.recordType == CKRecord.SystemType.share)
        #expect(album.share?.recordID == share.recordID)
        #expect(share.recordID.zoneID.zoneName == "Albums")
        #expect(share.publicPermission == .none && share.url == nil)
        #expect(share.participants.count == 1 && share.owner.role == .owner)
        #expect(share.owner.permission == .readWrite && share.owner.acceptanceStatus == .accepted)
        #expect(share.currentUserParticipant === share.owner && !share.owner.userIdentity.hasiCloudAccount)

        let guest = CKShare.Participant.oneTimeURLParticipant()
        #expect(
            guest.role == .privateUser && guest.acceptanceStatus == .pending && guest.userIdentity.userRecordID == nil)
        share.addParticipant(guest)
        share.addParticipant(guest)
        share.addParticipant(share.owner)
        #expect(share.participants.count == 2)
        share.removeParticipant(share.owner)
        share.removeParticipant(guest)
        #expect(share.participants.map(\.role) == [.owner])

        share[CKShare.SystemFieldKey.title] = "Alps" as NSString
        #expect(share[CKShare.SystemFieldKey.title] as? NSString == "Alps")
        let zoneShare = CKShare(recordZoneID: CKRecordZone.ID(zoneName: "Albums"))
        #expect(zoneShare.recordID.recordName == CKRecordNameZoneWideShare)
        let raw: [(CKShare.ParticipantPermission, Int)] = [(.unknown, 0), (.none, 1), (.readOnly, 2), (.readWrite, 3)]
        for (permission, value) in raw { #expect(permission.rawValue == value) }
    }

    @Test func theSharingSheetKeepsItsShareAndRefusesToDraw() throws {
        let share = CKShare(rootRecord: CKRecord(recordType: "Album"))
        let sharing = UICloudSharingController(share: share, container: CKContainer(identifier: "iCloud.com.example"))
        #expect(sharing.share === share && sharing.availablePermissions == .standard && sharing.delegate == nil)
        sharing.availablePermissions = [.allowPrivate, .allowReadOnly]
        #expect(sharing.availablePermissions.rawValue == 6)

        let screen = AlbumScreen()
        sharing.delegate = screen
        screen.present(sharing, animated: false)
        #expect(screen.presentedViewController === sharing)
        sharing.delegate?.cloudSharingControllerDidSaveShare(sharing)
        sharing.delegate?.cloudSharingControllerDidStopSharing(sharing)
        #expect(screen.saved == 1)
        let error = try #require(throws: CellSnapUIKitError.self) { try sharing.view.cellSnapScreen() }
        #expect(error.call == "UICloudSharingController's view")

        let source = sharing.activityItemSource()
        let sheet = UIActivityViewController(activityItems: [], applicationActivities: nil)
        #expect(source.activityViewControllerPlaceholderItem(sheet) as? String == "Alps")
        #expect(source.activityViewController(sheet, subjectForActivityType: nil) == "Alps")
        #expect(source.activityViewController(sheet, dataTypeIdentifierForActivityType: nil) == "com.example.album")
        #expect(source.activityViewController(sheet, itemForActivityType: nil) == nil)  // never saved: no link
        #expect(source.activityViewController(sheet, thumbnailImageForActivityType: nil, suggestedSize: .zero) == nil)
    }

    @Test func thePreparationHandlerIsKeptUntilThePersonShares() {
        var prepared = 0
        let sharing = UICloudSharingController { _, _ in prepared += 1 }
        #expect(sharing.share == nil && prepared == 0)
    }

    /// An app delegate and a scene delegate that accept the share they are told of, as apps do.
    final class SharingAppDelegate: UIResponder, UIApplicationDelegate {
        var accepted: [String] = []
        func application(
            _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
        ) { accepted.append(cloudKitShareMetadata.containerIdentifier) }
    }
    final class SharingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var accepted: [CKRecord.ID?] = []
        func windowScene(
            _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
        ) { accepted.append(cloudKitShareMetadata.hierarchicalRootRecordID) }
    }
    final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func theDelegatesAreToldOfAnAcceptedShareWhenTheyImplementIt() throws {
        let album = CKRecord(recordType: "Album")
        let metadata = CKShare.Metadata(
            share: CKShare(rootRecord: album), containerIdentifier: "iCloud.com.example", rootRecord: album)
        let app = SharingAppDelegate()
        let appDelegate: any UIApplicationDelegate = app
        appDelegate.application(UIApplication.shared, userDidAcceptCloudKitShareWith: metadata)
        #expect(app.accepted == ["iCloud.com.example"])
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = SharingSceneDelegate()
        let asSceneDelegate: any UIWindowSceneDelegate = sceneDelegate
        asSceneDelegate.windowScene(scene, userDidAcceptCloudKitShareWith: metadata)
        #expect(sceneDelegate.accepted == [album.recordID])
        // A delegate without it leaves the share unaccepted: the default is not an implementation.
        let plain: any UIApplicationDelegate = PlainAppDelegate()
        let answer: Void? = cellSnapOptionalRequirement {
            plain.application(UIApplication.shared, userDidAcceptCloudKitShareWith: metadata)
        }
        #expect(answer == nil)
    }

    @Test func acceptingASharesRunsTheOlderCompletionBlocksToo() async {
        let album = CKRecord(recordType: "Album")
        let metadata = CKShare.Metadata(share: CKShare(rootRecord: album), containerIdentifier: "iCloud.com.example")
        let seen: [String] = await withCheckedContinuation { continuation in
            let operation = CKAcceptSharesOperation(shareMetadatas: [metadata])
            var seen: [String] = []
            operation.perShareCompletionBlock = { accepted, share, error in
                let code = (error as? CKError)?.code
                seen.append("\(accepted === metadata) \(share == nil) \(code == .notAuthenticated)")
            }
            operation.acceptSharesCompletionBlock = { error in
                seen.append("all \((error as? CKError)?.code == .notAuthenticated)")
                continuation.resume(returning: seen)
            }
            CKContainer(identifier: "iCloud.com.example").add(operation)
        }
        #expect(seen == ["true true true", "all true"])
        let url = URL(string: "https://www.icloud.com/share/0abc")!
        let fetched: [String] = await withCheckedContinuation { continuation in
            let operation = CKFetchShareMetadataOperation(shareURLs: [url])
            var fetched: [String] = []
            operation.perShareMetadataBlock = { link, metadata, error in
                fetched.append("\(link == url) \(metadata == nil) \(error != nil)")
            }
            operation.fetchShareMetadataCompletionBlock = { error in
                fetched.append("all \((error as? CKError)?.code == .notAuthenticated)")
                continuation.resume(returning: fetched)
            }
            CKContainer(identifier: "iCloud.com.example").add(operation)
        }
        #expect(fetched == ["true true true", "all true"])
        let message: String = await withCheckedContinuation { continuation in
            CKContainer(identifier: "iCloud.com.example").accept(metadata) { share, error in
                continuation.resume(returning: "\(share == nil) \(error?.localizedDescription ?? "")")
            }
        }
        #expect(
            message
                == "true CKContainer.accept(_:completionHandler:): CellSnap does not provide iCloud (CloudKit's service) on Linux"
        )
    }
}
