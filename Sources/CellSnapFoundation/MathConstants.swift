// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the C names of Darwin's math.h, kept as apps use them)
import Foundation

/// Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`), the largest finite `Float`, which `import
/// UIKit` brings on Apple platforms and Linux's C library lacks: apps repeat an animation without
/// end with `animation.repeatCount = HUGE`.
public var HUGE: Float { MAXFLOAT }
