import CellLayout
import Primitives

extension _CellSnapModifier {
    /// `content` resolved in `environment` with this modifier applied.
    @MainActor func apply(to content: any View, in environment: EnvironmentValues) throws -> Piece {
        switch kind {
        case .environment(let change):
            var changed = environment
            change(&changed)
            return try Resolver.resolve(content, in: changed)
        case .onAppear(let action):
            if !NavigationItemPreferences.isCollecting { action() }
            return try Resolver.resolve(content, in: environment)
        case .navigationItem(let set):
            NavigationItemPreferences.collect(set)
            return try Resolver.resolve(content, in: environment)
        case .noVisibleEffect:
            return try Resolver.resolve(content, in: environment)
        case .refused(let call):
            throw CellSnapUIKitError(call: call, reason: "CellSnap's SwiftUI does not draw this modifier")
        default:
            return try wrap(Resolver.resolve(content, in: environment), in: environment)
        }
    }

    /// `piece` inside the layout this modifier makes.
    @MainActor private func wrap(_ piece: Piece, in environment: EnvironmentValues) throws -> Piece {
        switch kind {
        case .padding(let top, let leading, let bottom, let trailing):
            let insets = Primitives.EdgeInsets(
                top: Double(top ?? 16), left: Double(leading ?? 16), bottom: Double(bottom ?? 16),
                right: Double(trailing ?? 16))
            return .padding(insets, piece)
        case .frame(let width, let height, let alignment):
            let (horizontal, vertical) = try alignment.fractions(call: "frame(alignment:)")
            return .frame(
                width: width.map(Double.init), height: height.map(Double.init), horizontal: horizontal,
                vertical: vertical, piece)
        case .flexibleFrame(let frame):
            return .flexibleFrame(frame, piece)
        case .background(let view, let alignment):
            let (horizontal, vertical) = try alignment.fractions(call: "background(alignment:)")
            let background = try Resolver.resolve(view, in: environment)
            return .background(piece, behind: background, horizontal: horizontal, vertical: vertical)
        case .overlay(let view, let alignment):
            let (horizontal, vertical) = try alignment.fractions(call: "overlay(alignment:)")
            let overlay = try Resolver.resolve(view, in: environment)
            return .overlay(piece, over: overlay, horizontal: horizontal, vertical: vertical)
        case .clip(let shape):
            guard let builtIn = shape as? any BuiltInShape else {
                throw CellSnapUIKitError(
                    call: "clipShape(\(type(of: shape)))", reason: "CellSnap clips to the built-in shapes only")
            }
            if let refusal = builtIn.refusal {
                throw CellSnapUIKitError(call: refusal, reason: "CellSnap does not clip to this")
            }
            return .clip(builtIn, piece)
        case .opacity(let opacity): return .opacity(opacity, piece)
        case .layoutPriority(let priority): return .layoutPriority(priority, piece)
        case .aspectRatio(let ratio, let mode): return .aspectRatio(ratio.map(Double.init), mode, piece)
        case .fixedSize(let horizontal, let vertical):
            return .fixedSize(horizontal: horizontal, vertical: vertical, piece)
        case .offset(let offset):
            return .offset(Size(width: Double(offset.width), height: Double(offset.height)), piece)
        case .hidden: return .hidden(piece)
        case .environment, .onAppear, .navigationItem, .noVisibleEffect, .refused: return piece
        }
    }
}
