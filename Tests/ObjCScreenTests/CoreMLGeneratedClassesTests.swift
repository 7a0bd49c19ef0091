// The classes Xcode generates for a Core ML model, generated on Linux by the Objective-C adapter
// from Tests/ObjCScreens/HousePricer.mlmodel (a test model made for CellSnap): they compile with
// Xcode's names and signatures, the model class is made, and a prediction is refused naming it.
import CoreML
import Foundation
import Testing
import UIKit

@MainActor @Suite struct CoreMLGeneratedClassesTests {
    @Test func theInputClassProvidesItsFeatures() {
        let input = HousePricerInput(rooms: 3, area: 72.5, district: "Harbour")
        #expect(input.featureNames == ["rooms", "area", "district"])
        #expect(input.featureValue(for: "rooms")?.int64Value == 3)
        #expect(input.featureValue(for: "area")?.doubleValue == 72.5)
        #expect(input.featureValue(for: "district")?.stringValue == "Harbour")
        #expect(input.featureValue(for: "floor") == nil)
        input.rooms = 4
        #expect(input.featureValue(for: "rooms")?.int64Value == 4)
    }

    @Test func theOutputClassReadsItsFeatures() {
        let output = HousePricerOutput(price: 420_000, bands: ["low": 0.25, "high": 0.75])
        #expect(output.price == 420_000)
        #expect(output.bands == ["low": 0.25, "high": 0.75])
        #expect(output.featureNames == ["price", "bands"])
        let provided = HousePricerOutput(features: output)
        #expect(provided.price == 420_000)
    }

    @Test func theModelIsMadeAndItsPredictionsAreRefusedNamingIt() async throws {
        let pricer = try HousePricer(configuration: MLModelConfiguration())
        #expect(pricer.model.cellSnapGeneratedModelName == "HousePricer")
        #expect(HousePricer.urlOfModelInThisBundle.lastPathComponent == "HousePricer.mlmodelc")
        let loaded = try await HousePricer.load(configuration: MLModelConfiguration())
        #expect(loaded.model.cellSnapGeneratedModelName == "HousePricer")
        do {
            _ = try pricer.prediction(rooms: 2, area: 50, district: "Old Town")
            Issue.record("a prediction ran")
        } catch let error as MLModelError {
            #expect(error.code == .generic)
            #expect(
                error.reason
                    == "MLModel.prediction(from:options:): the model HousePricer cannot run: there is no Core ML runtime on Linux"
            )
        }
        #expect(throws: MLModelError.self) {
            try pricer.predictions(inputs: [HousePricerInput(rooms: 1, area: 30, district: "Harbour")])
        }
        #expect(throws: MLModelError.self) {
            _ = try HousePricer(contentsOf: URL(fileURLWithPath: "/tmp/HousePricer.mlmodelc"))
        }
    }

    @Test func aScreenThatHoldsTheModelLoadsAndReportsTheRefusal() throws {
        let screen = PriceEstimateViewController()
        screen.loadViewIfNeeded()
        #expect(screen.pricer != nil && screen.resultLabel.text == "Estimate")
        let item = try #require(screen.navigationItem.rightBarButtonItem)
        let action = try #require(item.action)
        #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
        #expect(screen.resultLabel.text == "Unavailable")
        #expect((screen.lastError as? MLModelError)?.reason.contains("HousePricer") == true)
    }
}
