// Members real screens stopped on in round 15: a search controller's iOS 9 dimming flag.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct APIGapsRoundFifteenTests {
    @Test func dimmingDuringPresentationIsTheObscuringFlagUnderItsOldName() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.dimsBackgroundDuringPresentation && search.obscuresBackgroundDuringPresentation)
        search.dimsBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
        search.obscuresBackgroundDuringPresentation = true
        #expect(search.dimsBackgroundDuringPresentation)
    }
}
