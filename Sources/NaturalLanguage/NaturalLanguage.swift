// `import NaturalLanguage` on Linux: tokenizers and taggers that split the string's own ranges
// into words, sentences and paragraphs by CellSnap's rules (Unicode character properties, no
// dictionary), tags derived from the characters and a small table of English closed-class words,
// and a language recognizer by script and stop words. No trained model is on a Linux machine:
// embeddings are unavailable and names, lemmas and sentiment are not tagged (UIKitOnLinux.md).
// As the SDK's module does, it brings Foundation.
@_exported import Foundation
