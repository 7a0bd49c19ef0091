// What SwiftUI screens of the eleventh compile sweep wrote, drawn or accepted as SwiftUI does: a
// number written with a format specifier in text, a field showing a value through a format style,
// rows over a binding to a collection, list row modifiers and badges (no visible effect outside
// `List`), a date picker refused by name, and a hidden back button on the navigation item.
import Foundation
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIFormsAndListRowsTests {
    struct Car: Equatable {
        var id: Int
        var name: String
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func writtenValuesDrawAsTheirText(direction: UITraitEnvironmentLayoutDirection) throws {
        let price = 2.5
        #expect(
            try hostedPixels(Text("€\(price, specifier: "%.2f")"), direction) == hostedPixels(Text("€2.50"), direction))
        let field = TextField("Price", value: .constant(3.5), format: .number)
        #expect(
            try hostedPixels(field, direction) == hostedPixels(TextField("Price", text: .constant("3.5")), direction))
        let cars = [Car(id: 1, name: "Fiat"), Car(id: 2, name: "Seat")]
        let bound = ForEach(Binding.constant(cars), id: \.id) { car in Text(car.wrappedValue.name) }
        let plain = ForEach(cars, id: \.id) { car in Text(car.name) }
        #expect(try hostedPixels(VStack { bound }, direction) == hostedPixels(VStack { plain }, direction))
    }

    @Test func listRowModifiersAndBadgesChangeNothingOutsideAList() throws {
        let row = Text("Fiat")
            .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            .listRowSeparator(.hidden, edges: .bottom)
            .listRowSeparatorTint(.red)
            .listSectionSeparator(.hidden)
            .listRowBackground(Color.yellow)
            .badge(3)
            .badge("New")
        #expect(try hostedPixels(row, .leftToRight) == hostedPixels(Text("Fiat"), .leftToRight))
    }

    @Test func aDatePickerIsRefusedByNameInEveryStyle() {
        let date = Binding.constant(Date(timeIntervalSince1970: 0))
        #expect(hostedRefusal(UIHostingConfiguration { DatePicker("Pick-up", selection: date) }) == "DatePicker")
        #expect(
            hostedRefusal(
                UIHostingConfiguration {
                    DatePicker("Return", selection: date, in: Date()..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                }) == "DatePicker")
    }

    @Test func aHiddenBackButtonHidesTheNavigationItemsBackButton() {
        let host = UIHostingController(rootView: Text("Cart").navigationBarBackButtonHidden(true))
        host.loadViewIfNeeded()
        #expect(host.navigationItem.hidesBackButton)
        let shown = UIHostingController(rootView: Text("Cart"))
        shown.loadViewIfNeeded()
        #expect(!shown.navigationItem.hidesBackButton)
    }
}
