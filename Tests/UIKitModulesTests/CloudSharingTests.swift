// UICloudSharingController over a CloudKit share (its view refused, its permissions, its
// delegate and item source) and CKShare's owner, participants and system fields.
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
}
