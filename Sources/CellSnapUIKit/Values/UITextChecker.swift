import Foundation

/// Words learned for the process, as the device's user dictionary keeps them for UIKit's
/// `UITextChecker.learnWord(_:)`.
@MainActor private var learnedWords: Set<String> = []

/// A spelling checker, as UIKit's `UITextChecker`, on a device that has no spelling dictionaries:
/// ``availableLanguages`` is empty, so no word is reported misspelled and none has guesses or
/// completions, as UIKit answers for a language it has no dictionary for. Learned and ignored
/// words are kept (the learned ones for the process, as the device's user dictionary keeps them).
///
/// ```swift
/// let checker = UITextChecker()
/// let range = checker.rangeOfMisspelledWord(
///     in: "Helo", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en")
/// range.location == NSNotFound   // true: no dictionary
/// ```
///
/// No visible effect: it answers questions about words and draws nothing (text views draw no
/// spelling underlines at rest).
@preconcurrency @MainActor open class UITextChecker: NSObject {
    /// The words this checker ignores (``ignoreWord(_:)``), `nil` until one is.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open var ignoredWords: [String]?

    /// No visible effect: it answers questions about words and draws nothing.
    public override init() { super.init() }

    /// The languages with a spelling dictionary: none.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open class var availableLanguages: [String] { [] }

    /// The first misspelled word in `range` of `stringToCheck`: none (`NSNotFound`), as no
    /// language has a dictionary.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Corrections for the word in `range`: none, without a dictionary.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Completions of the partial word in `range`: the learned words that start with it (the
    /// device's user dictionary), in alphabetical order, as there is no language dictionary.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let text = string as NSString
        guard range.location != NSNotFound, range.location >= 0, NSMaxRange(range) <= text.length else { return [] }
        let prefix = text.substring(with: range)
        guard !prefix.isEmpty else { return [] }
        return learnedWords.filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted()
    }

    /// Ignores `wordToIgnore` in this checker's later checks.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open func ignoreWord(_ wordToIgnore: String) {
        if !(ignoredWords ?? []).contains(wordToIgnore) { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }
    }

    /// Adds `word` to the user dictionary, for the process.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open class func learnWord(_ word: String) { learnedWords.insert(word) }
    /// Whether `word` was learned.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open class func hasLearnedWord(_ word: String) -> Bool { learnedWords.contains(word) }
    /// Removes `word` from the user dictionary.
    ///
    /// No visible effect: it answers questions about words and draws nothing.
    open class func unlearnWord(_ word: String) { learnedWords.remove(word) }
}
