// The Linux form of the method swizzling idiom: an `@objc` method's call of itself inside its own
// body runs UIKit's original after an exchange, through `MethodExchange.callOriginal`, which makes
// the call itself while nothing is exchanged; other calls are left alone.
import ObjCAdaptation
import Testing

@Test(
    arguments: [
        (
            "extension UITableView {\n    @objc dynamic func swizzledReload() {\n        swizzledReload()\n    }\n}",
            "MethodExchange.callOriginal(self, \"swizzledReload\", []) { swizzledReload() }"
        ),
        (
            "extension UIViewController {\n    @objc func tracked_viewWillAppear(_ animated: Bool) {\n        self.tracked_viewWillAppear(animated)\n    }\n}",
            "MethodExchange.callOriginal(self, \"tracked_viewWillAppear:\", [animated]) { self.tracked_viewWillAppear(animated) }"
        ),
        (
            "extension UIView {\n    @objc func shake(times: Int) {\n        if times > 0 { shake(times: times - 1) }\n    }\n}",
            "MethodExchange.callOriginal(self, \"shakeWithTimes:\", [times - 1]) { shake(times: times - 1) }"
        ),
        (
            "extension UIView {\n    func refresh() {\n        refresh()\n    }\n}",
            "        refresh()\n"
        ),
        (
            "extension UIView {\n    @objc func move(to point: CGPoint) {\n        move(by: point)\n    }\n}",
            "        move(by: point)\n"
        ),
        (
            "extension UIView {\n    @objc func measured() -> CGFloat {\n        measured()\n    }\n}",
            "        measured()\n"
        ),
    ] as [(String, String)])
func anObjCMethodsCallOfItselfRunsTheExchangedOriginal(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Swizzling.swift", text: "import UIKit\n" + source)]).adapt()
    #expect(output.files[0].contains(adapted))
}
