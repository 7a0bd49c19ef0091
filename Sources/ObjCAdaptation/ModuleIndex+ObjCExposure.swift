extension ModuleIndex {
    /// Whether Swift exposes the method `member` to Objective-C, which only then has a selector:
    /// marked `@objc` (or `@IBAction`, or in an `@objc extension`), in an `@objcMembers` class, a
    /// witness of an `@objc` protocol's requirement (the module's, a dependency's or UIKit's), or an
    /// `override` of an exposed method (UIKit's, or an in-module superclass's that is), and not
    /// `@nonobjc`. Since Swift 4 no other member of an `NSObject` subclass is exposed, whatever its
    /// types (`func clean(completion: (() -> Void)? = nil)` is not, unless marked).
    func isExposedToObjC(_ member: Member) -> Bool {
        if member.isNonObjC { return false }
        if member.isExplicitlyObjC || isObjCMembers(member.owner) || isObjCWitness(member.selector, of: member.owner) {
            return true
        }
        guard member.isOverride else { return false }
        for ancestor in ancestors(of: member.owner) {
            if let overridden = members.first(where: {
                $0.owner == ancestor.name && $0.kind == member.kind && $0.baseName == member.baseName
                    && $0.labels == member.labels && $0.isStatic == member.isStatic
            }) {
                return isExposedToObjC(overridden)
            }
        }
        return true
    }
}
