import Foundation

/// A story made from JSON handed around as `AnyObject`, its fields read by subscripting the object,
/// as Objective-C's dynamic lookup lets iOS code do (a Hacker News reader's model).
struct StoryRecord {
    let title: String
    let score: Int
    let links: [AnyObject]

    init?(data: AnyObject) {
        guard let title = data["title"] as? String,
            let score = data["score"] as? Int,
            let links = data["links"] as? [AnyObject]
        else { return nil }
        self.title = title
        self.score = score
        self.links = links
    }
}
