import Foundation

/// SVG path data (the `d` attribute) as a ``Path``: every command of SVG 1.1, `M L H V
/// C S Q T A Z`, absolute (upper case) and relative (lower case), with implicit repeats. Quadratic
/// curves become the equal cubics; elliptical arcs become cubics of at most a quarter turn each.
///
/// ```swift
/// let path = try SVGPathData.parse("M0 0h10v10H0z")   // a 10 x 10 square
/// ```
public enum SVGPathData {
    /// Path data that cannot be read: what is wrong and the character offset where.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var offset: Int
        public var message: String
        public var description: String { "\(message) at character \(offset)" }
    }

    /// Parses path data.
    public static func parse(_ data: String) throws -> Path {
        var scanner = Scanner(Array(data.utf8))
        var drawing = Drawing()
        var command: UInt8?
        scanner.skipSeparators()
        while !scanner.atEnd {
            if let letter = scanner.commandLetter() {
                command = letter
            } else if command == nil {
                throw Failure(offset: scanner.index, message: "path data must start with a command (M or m)")
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw Failure(offset: scanner.index, message: "a number after Z")
            }
            guard let letter = command else { break }
            if drawing.path.isEmpty, letter | 0x20 != UInt8(ascii: "m") {
                throw Failure(offset: scanner.index - 1, message: "path data must start with a move (M or m)")
            }
            command = try drawing.apply(letter, reading: &scanner)
            scanner.skipSeparators()
        }
        return drawing.path
    }

    /// The path drawn so far and what the next command continues from: the current point, the
    /// subpath's start, and the last curve's control point (for `S` and `T`).
    private struct Drawing {
        var path = Path()
        var current = Point(x: 0, y: 0)
        var start = Point(x: 0, y: 0)
        var lastCubicControl: Point?
        var lastQuadControl: Point?

        /// Draws one command `letter` with the numbers it reads from `scanner`, and returns the
        /// command that repeats if numbers follow (a move's further pairs are lines).
        mutating func apply(_ letter: UInt8, reading scanner: inout Scanner) throws -> UInt8 {
            let relative = letter >= UInt8(ascii: "a")
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() throws -> Point {
                let x = try scanner.number()
                let y = try scanner.number()
                return Point(x: origin.x + x, y: origin.y + y)
            }
            var cubicControl: Point?
            var quadControl: Point?
            var next = letter
            switch letter | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                path.move(to: current)
                next = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                current = try point()
                path.addLine(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: (relative ? current.x : 0) + (try scanner.number()), y: current.y)
                path.addLine(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try scanner.number()))
                path.addLine(to: current)
            case UInt8(ascii: "c"), UInt8(ascii: "s"):
                let c1 =
                    letter | 0x20 == UInt8(ascii: "c")
                    ? try point() : lastCubicControl.map { reflect($0, about: current) } ?? current
                let c2 = try point()
                let end = try point()
                path.addCurve(to: end, control1: c1, control2: c2)
                (current, cubicControl) = (end, c2)
            case UInt8(ascii: "q"), UInt8(ascii: "t"):
                let control =
                    letter | 0x20 == UInt8(ascii: "q")
                    ? try point() : lastQuadControl.map { reflect($0, about: current) } ?? current
                let end = try point()
                path.addQuadCurve(to: end, control: control)
                (current, quadControl) = (end, control)
            case UInt8(ascii: "a"):
                let rx = abs(try scanner.number())
                let ry = abs(try scanner.number())
                let rotation = try scanner.number()
                let largeArc = try scanner.flag()
                let sweep = try scanner.flag()
                let end = try point()
                addArc(
                    to: &path, from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc,
                    sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
            default:
                throw Failure(
                    offset: scanner.index - 1, message: "unknown command '\(Character(Unicode.Scalar(letter)))'")
            }
            (lastCubicControl, lastQuadControl) = (cubicControl, quadControl)
            return next
        }
    }

    private static func reflect(_ point: Point, about center: Point) -> Point {
        Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    /// An elliptical arc (SVG 1.1, appendix F.6: endpoint to centre parameterisation, radii scaled
    /// up when too small), as cubics of at most 90 degrees each.
    static func addArc(
        to path: inout Path, from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double,
        largeArc: Bool, sweep: Bool
    ) {
        guard start != end else { return }
        guard rx > 0, ry > 0 else {
            path.addLine(to: end)
            return
        }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        var (rx, ry) = (rx, ry)
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        let center = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            let sign: Double = ux * vy - uy * vx < 0 ? -1 : 1
            let dot = (ux * vx + uy * vy) / ((ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot())
            return sign * acos(min(1, max(-1, dot)))
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ x: Double, _ y: Double) -> Point {
            Point(x: center.x + rx * cosPhi * x - ry * sinPhi * y, y: center.y + rx * sinPhi * x + ry * cosPhi * y)
        }
        var theta = theta1
        for segment in 0..<segments {
            let next = theta + step
            let c1 = onEllipse(cos(theta) - k * sin(theta), sin(theta) + k * cos(theta))
            let c2 = onEllipse(cos(next) + k * sin(next), sin(next) - k * cos(next))
            let p3 = segment == segments - 1 ? end : onEllipse(cos(next), sin(next))
            path.addCurve(to: p3, control1: c1, control2: c2)
            theta = next
        }
    }

    /// Reads numbers, flags and command letters from path data.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }

        mutating func skipSeparators() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
                index += 1
            }
        }

        mutating func commandLetter() -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A), byte != UInt8(ascii: "e"),
                byte != UInt8(ascii: "E")
            else { return nil }
            index += 1
            return byte
        }

        mutating func number() throws -> Double {
            skipSeparators()
            let begin = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            var count = digits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                count += digits()
            }
            guard count > 0 else {
                index = begin
                throw Failure(offset: begin, message: atEnd ? "a number is missing at the end" : "expected a number")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                if digits() == 0 { index = mark }
            }
            guard let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else {
                throw Failure(offset: begin, message: "expected a number")
            }
            return value
        }

        mutating func flag() throws -> Bool {
            skipSeparators()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
                throw Failure(offset: index, message: "expected an arc flag (0 or 1)")
            }
            index += 1
            return bytes[index - 1] == UInt8(ascii: "1")
        }
    }
}
