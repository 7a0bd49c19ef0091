// What the ninth sweep found missing on the way to an image library's encoders and a SwiftUI
// app's own types: Core Foundation's growable data as Image I/O's destination, an image's copy,
// `App`, `Scene`, `WindowGroup`, and the text input modifiers of SwiftUI's fields.
import CellSnapCoreFoundation
import Foundation
import ImageIO
import SwiftUI
import Testing
import UIKit

@MainActor @Suite struct TenthSessionGapsTests {
    @Test func growableDataTakesAnEncodedImage() throws {
        let buffer = try #require(CFDataCreateMutable(nil, 0))
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }.cgImage)
        let destination = try #require(CGImageDestinationCreateWithData(buffer, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect((buffer as Data).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        CFDataAppendBytes(buffer, [7, 8], 2)
        #expect((buffer as Data).suffix(2) == Data([7, 8]))
        let copied = try #require(CFDataCreate(nil, [1, 2, 3], 3))
        #expect(copied as Data == Data([1, 2, 3]) && (CFDataCreate(nil, nil, 0) as Data).isEmpty)
    }

    @Test func anImagesCopyIsTheSamePicture() throws {
        let image = try #require(UIImage(systemName: "star"))
        #expect(image.copy() as? UIImage === image)
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup { Text("Notes") }
            WindowGroup("Inspector", id: "inspector") { Text("Inspector") }
        }
    }

    @Test func anAppsWindowGroupsKeepTheirViews() throws {
        let scene: any Scene = NotesApp().body
        let (notes, inspector) = try #require(scene as? _TupleScene<WindowGroup<Text>, WindowGroup<Text>>).parts
        #expect(notes.id == nil && notes.title == nil && inspector.id == "inspector")
        #expect(EnvironmentValues().scenePhase == .active)
    }

    /// A field's text input modifiers change nothing in the picture: the view draws byte for byte
    /// as it does without them.
    @Test func textInputModifiersDrawNothing() throws {
        func png(_ view: some View) throws -> Data {
            let host = UIHostingController(rootView: view)
            host.view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            return try #require(
                UIGraphicsImageRenderer(bounds: host.view.bounds).image { _ in
                    host.view.drawHierarchy(in: host.view.bounds, afterScreenUpdates: true)
                }.pngData())
        }
        let plain = try png(Text("Email"))
        let modified = try png(
            Text("Email").keyboardType(.emailAddress).textContentType(.emailAddress).autocapitalization(.none)
                .textInputAutocapitalization(.never).disableAutocorrection(true).autocorrectionDisabled()
                .submitLabel(.next).onSubmit {})
        #expect(plain == modified)
        #expect(try png(Text("Name")) != plain)
    }
}
