import Foundation

/// A key of a hardware keyboard, as UIKit's `UIKey` (iOS 13.4): what a press of a key
/// (``UIPress/key``) carries into `pressesBegan(_:with:)` and its kin.
///
/// UIKit makes keys only from a keyboard's events and gives them no public initializer;
/// CellSnap's ``init(cellSnapKeyCode:characters:charactersIgnoringModifiers:modifierFlags:)``
/// (Linux-only, no UIKit API) lets a test make the key a press carries. A subclass may override
/// every property, as on iOS.
///
/// ```swift
/// let key = UIKey(cellSnapKeyCode: .keyboardA, characters: "A", modifierFlags: .shift)
/// key.charactersIgnoringModifiers   // "a"
/// ```
///
/// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
@preconcurrency @MainActor open class UIKey: NSObject, @preconcurrency NSCopying {
    private let keptKeyCode: UIKeyboardHIDUsage
    private let keptCharacters: String
    private let keptCharactersIgnoringModifiers: String
    private let keptModifierFlags: UIKeyModifierFlags

    /// An empty key (UIKit's inherited `init()`): no characters, no modifiers, the reserved
    /// usage.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    public override convenience init() {
        self.init(cellSnapKeyCode: .keyboard_Reserved, characters: "")
    }

    /// A key of `keyCode` that types `characters` with `modifierFlags` held; without
    /// `charactersIgnoringModifiers`, the characters lowercased (Linux-only, no UIKit API).
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    public init(
        cellSnapKeyCode keyCode: UIKeyboardHIDUsage, characters: String,
        charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []
    ) {
        keptKeyCode = keyCode
        keptCharacters = characters
        keptCharactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        keptModifierFlags = modifierFlags
        super.init()
    }

    /// The characters the key types with its modifiers.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    open var characters: String { keptCharacters }
    /// The characters the key types without its modifiers.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    open var charactersIgnoringModifiers: String { keptCharactersIgnoringModifiers }
    /// The modifier keys held with it.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    open var modifierFlags: UIKeyModifierFlags { keptModifierFlags }
    /// The key's usage in the USB HID keyboard page.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    open var keyCode: UIKeyboardHIDUsage { keptKeyCode }

    /// A copy with the same code, characters and modifiers.
    ///
    /// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIKey(
            cellSnapKeyCode: keyCode, characters: characters,
            charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifierFlags)
    }
}

/// A key's usage in the keyboard page (0x07) of the USB HID usage tables, as UIKit's
/// `UIKeyboardHIDUsage` (iOS 13.4): every case with the table's number as its raw value.
///
/// No visible effect: keys are pressed only on a hardware keyboard, and a still picture has none.
public enum UIKeyboardHIDUsage: Int, Hashable, Sendable {
    case keyboardErrorRollOver = 1
    case keyboardPOSTFail = 2
    case keyboardErrorUndefined = 3
    case keyboardA = 4
    case keyboardB = 5
    case keyboardC = 6
    case keyboardD = 7
    case keyboardE = 8
    case keyboardF = 9
    case keyboardG = 10
    case keyboardH = 11
    case keyboardI = 12
    case keyboardJ = 13
    case keyboardK = 14
    case keyboardL = 15
    case keyboardM = 16
    case keyboardN = 17
    case keyboardO = 18
    case keyboardP = 19
    case keyboardQ = 20
    case keyboardR = 21
    case keyboardS = 22
    case keyboardT = 23
    case keyboardU = 24
    case keyboardV = 25
    case keyboardW = 26
    case keyboardX = 27
    case keyboardY = 28
    case keyboardZ = 29
    case keyboard1 = 30
    case keyboard2 = 31
    case keyboard3 = 32
    case keyboard4 = 33
    case keyboard5 = 34
    case keyboard6 = 35
    case keyboard7 = 36
    case keyboard8 = 37
    case keyboard9 = 38
    case keyboard0 = 39
    case keyboardReturnOrEnter = 40
    case keyboardEscape = 41
    case keyboardDeleteOrBackspace = 42
    case keyboardTab = 43
    case keyboardSpacebar = 44
    case keyboardHyphen = 45
    case keyboardEqualSign = 46
    case keyboardOpenBracket = 47
    case keyboardCloseBracket = 48
    case keyboardBackslash = 49
    case keyboardNonUSPound = 50
    case keyboardSemicolon = 51
    case keyboardQuote = 52
    case keyboardGraveAccentAndTilde = 53
    case keyboardComma = 54
    case keyboardPeriod = 55
    case keyboardSlash = 56
    case keyboardCapsLock = 57
    case keyboardF1 = 58
    case keyboardF2 = 59
    case keyboardF3 = 60
    case keyboardF4 = 61
    case keyboardF5 = 62
    case keyboardF6 = 63
    case keyboardF7 = 64
    case keyboardF8 = 65
    case keyboardF9 = 66
    case keyboardF10 = 67
    case keyboardF11 = 68
    case keyboardF12 = 69
    case keyboardPrintScreen = 70
    case keyboardScrollLock = 71
    case keyboardPause = 72
    case keyboardInsert = 73
    case keyboardHome = 74
    case keyboardPageUp = 75
    case keyboardDeleteForward = 76
    case keyboardEnd = 77
    case keyboardPageDown = 78
    case keyboardRightArrow = 79
    case keyboardLeftArrow = 80
    case keyboardDownArrow = 81
    case keyboardUpArrow = 82
    case keypadNumLock = 83
    case keypadSlash = 84
    case keypadAsterisk = 85
    case keypadHyphen = 86
    case keypadPlus = 87
    case keypadEnter = 88
    case keypad1 = 89
    case keypad2 = 90
    case keypad3 = 91
    case keypad4 = 92
    case keypad5 = 93
    case keypad6 = 94
    case keypad7 = 95
    case keypad8 = 96
    case keypad9 = 97
    case keypad0 = 98
    case keypadPeriod = 99
    case keyboardNonUSBackslash = 100
    case keyboardApplication = 101
    case keyboardPower = 102
    case keypadEqualSign = 103
    case keyboardF13 = 104
    case keyboardF14 = 105
    case keyboardF15 = 106
    case keyboardF16 = 107
    case keyboardF17 = 108
    case keyboardF18 = 109
    case keyboardF19 = 110
    case keyboardF20 = 111
    case keyboardF21 = 112
    case keyboardF22 = 113
    case keyboardF23 = 114
    case keyboardF24 = 115
    case keyboardExecute = 116
    case keyboardHelp = 117
    case keyboardMenu = 118
    case keyboardSelect = 119
    case keyboardStop = 120
    case keyboardAgain = 121
    case keyboardUndo = 122
    case keyboardCut = 123
    case keyboardCopy = 124
    case keyboardPaste = 125
    case keyboardFind = 126
    case keyboardMute = 127
    case keyboardVolumeUp = 128
    case keyboardVolumeDown = 129
    case keyboardLockingCapsLock = 130
    case keyboardLockingNumLock = 131
    case keyboardLockingScrollLock = 132
    case keypadComma = 133
    case keypadEqualSignAS400 = 134
    case keyboardInternational1 = 135
    case keyboardInternational2 = 136
    case keyboardInternational3 = 137
    case keyboardInternational4 = 138
    case keyboardInternational5 = 139
    case keyboardInternational6 = 140
    case keyboardInternational7 = 141
    case keyboardInternational8 = 142
    case keyboardInternational9 = 143
    case keyboardLANG1 = 144
    case keyboardLANG2 = 145
    case keyboardLANG3 = 146
    case keyboardLANG4 = 147
    case keyboardLANG5 = 148
    case keyboardLANG6 = 149
    case keyboardLANG7 = 150
    case keyboardLANG8 = 151
    case keyboardLANG9 = 152
    case keyboardAlternateErase = 153
    case keyboardSysReqOrAttention = 154
    case keyboardCancel = 155
    case keyboardClear = 156
    case keyboardPrior = 157
    case keyboardReturn = 158
    case keyboardSeparator = 159
    case keyboardOut = 160
    case keyboardOper = 161
    case keyboardClearOrAgain = 162
    case keyboardCrSelOrProps = 163
    case keyboardExSel = 164
    case keyboardLeftControl = 224
    case keyboardLeftShift = 225
    case keyboardLeftAlt = 226
    case keyboardLeftGUI = 227
    case keyboardRightControl = 228
    case keyboardRightShift = 229
    case keyboardRightAlt = 230
    case keyboardRightGUI = 231
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The reserved usage (0xFFFF), UIKit's name with its underscore.
    case keyboard_Reserved = 65535

    /// The Korean keyboards' Hangul key, the same usage as ``keyboardLANG1``.
    public static let keyboardHangul = UIKeyboardHIDUsage.keyboardLANG1
    /// The Korean keyboards' Hanja key, the same usage as ``keyboardLANG2``.
    public static let keyboardHanja = UIKeyboardHIDUsage.keyboardLANG2
    /// The Japanese keyboards' kana key, the same usage as ``keyboardLANG1``.
    public static let keyboardKanaSwitch = UIKeyboardHIDUsage.keyboardLANG1
    /// The Japanese keyboards' alphanumeric key, the same usage as ``keyboardLANG2``.
    public static let keyboardAlphanumericSwitch = UIKeyboardHIDUsage.keyboardLANG2
    /// The Japanese keyboards' katakana key, the same usage as ``keyboardLANG3``.
    public static let keyboardKatakana = UIKeyboardHIDUsage.keyboardLANG3
    /// The Japanese keyboards' hiragana key, the same usage as ``keyboardLANG4``.
    public static let keyboardHiragana = UIKeyboardHIDUsage.keyboardLANG4
    /// The Japanese keyboards' zenkaku/hankaku key, the same usage as ``keyboardLANG5``.
    public static let keyboardZenkakuHankakuKanji = UIKeyboardHIDUsage.keyboardLANG5
}
