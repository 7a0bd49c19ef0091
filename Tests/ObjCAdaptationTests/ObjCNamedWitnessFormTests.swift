// The adapter's witnesses of UIKit requirements written under their Objective-C names: an `@objc`
// method spelled as Swift 2 spelled a delegate method (`tableView(_:heightForRowAtIndexPath:)`) has
// UIKit's selector, so iOS calls it; the class gains a witness under the requirement's Swift name.
import ObjCAdaptation
import Testing

let objcNamedWitnessFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "objcnames",
        what:
            "@objc methods under Objective-C names gain witnesses named as Swift imports UIKit's requirements (type names pruned, a first piece split at its preposition, T for T!, public in a public class); a flow layout's requirement adds the conformance to a collection view delegate; left alone: methods that are not @objc, names Swift gives no requirement, requirements the chain declares by name, and protocols an in-module superclass adopts",
        source: #"""
            class Legacy: NSObject, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                @objc func numberOfSectionsInTableView(_ tableView: UITableView) -> Int { 2 }
                @objc func tableView(_ tableView: UITableView!, willDisplayCell cell: UITableViewCell!, forRowAtIndexPath indexPath: IndexPath!) {}
                @objc func tableView(_ tableView: UITableView, commitEditingStyle style: UITableViewCell.EditingStyle, forRowAtIndexPath indexPath: IndexPath) {}
                @objc func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
                @objc func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
                func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {}
                @objc func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { 60 }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            }
            @objcMembers public final class Grid: NSObject, UICollectionViewDelegateFlowLayout {
                public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAtIndex section: Int) -> UIEdgeInsets { .zero }
            }
            extension Grid: UICollectionViewDataSourcePrefetching {
                public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
                @objc(collectionView:cancelPrefetchingForItemsAtIndexPaths:) public func cancel(_ collectionView: UICollectionView, _ paths: [IndexPath]) {}
            }
            class Strip: UIViewController, UICollectionViewDelegate {
                @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize { .zero }
                @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 4 }
            }
            class Headers: NSObject, UICollectionViewDelegateFlowLayout {}
            class MoreHeaders: Headers {
                @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize { .zero }
                @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize { .zero }
            }
            """#,
        adapted: #"""
            class Legacy: NSObject, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                 func numberOfSectionsInTableView(_ tableView: UITableView) -> Int { 2 }
                 func tableView(_ tableView: UITableView!, willDisplayCell cell: UITableViewCell!, forRowAtIndexPath indexPath: IndexPath!) {}
                 func tableView(_ tableView: UITableView, commitEditingStyle style: UITableViewCell.EditingStyle, forRowAtIndexPath indexPath: IndexPath) {}
                 func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
                 func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
                func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {}
                 func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { 60 }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func numberOfSections(in p0: UITableView) -> Int { self.numberOfSectionsInTableView(p0) }; func tableView(_ p0: UITableView, willDisplay p1: UITableViewCell, forRowAt p2: IndexPath) { self.tableView(p0, willDisplayCell: p1, forRowAtIndexPath: p2) }; func tableView(_ p0: UITableView, commit p1: UITableViewCell.EditingStyle, forRowAt p2: IndexPath) { self.tableView(p0, commitEditingStyle: p1, forRowAtIndexPath: p2) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
             public final class Grid: NSObject, UICollectionViewDelegateFlowLayout {
                public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAtIndex section: Int) -> UIEdgeInsets { .zero }
            public func collectionView(_ p0: UICollectionView, layout p1: UICollectionViewLayout, insetForSectionAt p2: Int) -> UIEdgeInsets { self.collectionView(p0, layout: p1, insetForSectionAtIndex: p2) }; public func collectionView(_ p0: UICollectionView, cancelPrefetchingForItemsAt p1: [IndexPath]) { self.cancel(p0, p1) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            extension Grid: UICollectionViewDataSourcePrefetching {
                public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
                 public func cancel(_ collectionView: UICollectionView, _ paths: [IndexPath]) {}
            }
            class Strip: UIViewController, UICollectionViewDelegate, UICollectionViewDelegateFlowLayout {
                 func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize { .zero }
                 func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 4 }
            func collectionView(_ p0: UICollectionView, layout p1: UICollectionViewLayout, sizeForItemAt p2: IndexPath) -> CGSize { self.collectionView(p0, layout: p1, sizeForItemAtIndexPath: p2) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            class Headers: NSObject, UICollectionViewDelegateFlowLayout {}
            class MoreHeaders: Headers {
                 func _cellSnapOptional_Headers_collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize { .zero }
                 func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize { .zero }
            private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            """#,
        diagnostics: [])
]

@Test(arguments: objcNamedWitnessFixtures) func objcNamedWitness(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
}

/// A class adopting a protocol that refines another (`UITableViewDelegate` refines
/// `UIScrollViewDelegate`) witnesses the parent's requirements as well: its `scrollViewDidScroll(_:)`
/// is `@objc` on iOS, in its selector table here; a method no protocol requires is not.
@Test func aRefinedProtocolsParentRequirementsAreInTheTable() {
    let source = """
        import UIKit
        final class Feed: NSObject, UITableViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            func reload() {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Feed.swift", text: source)]).adapt()
    let trailer = output.files[0].components(separatedBy: "#sourceLocation()").last ?? ""
    #expect(trailer.contains(#".init("scrollViewDidScroll:")"#))
    #expect(!trailer.contains(#".init("reload")"#))
}
