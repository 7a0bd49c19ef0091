import CellLayout
import CellModel
import DisplayList
import Primitives

extension ViewTree {
    /// A layer added to a view's layer, as drawn: its frame in the view's bounds (physical: no
    /// layout direction flips a layer), its look, and whether it is drawn below the subviews.
    struct Sublayer: Hashable, Sendable {
        var frame: Rect
        var appearance: Appearance
        var isBelowSubviews: Bool
    }
}

extension CALayer {
    /// The gradient the layer draws over its background, when it is a gradient layer with colours.
    final func cellSnapDrawnGradient() -> (gradient: Gradient?, refusal: CellSnapUIKitError?) {
        guard let gradientLayer = self as? CAGradientLayer else { return (nil, nil) }
        switch gradientLayer.cellSnapGradient() {
        case .success(let gradient): return (gradient, nil)
        case .failure(let error): return (nil, error)
        }
    }

    /// The layer's sublayers as drawn (with ``isGeometryFlipped``, each frame's distance from the
    /// top is its distance from the bottom edge of the bounds).
    final func cellSnapDrawnSublayers() -> (sublayers: [ViewTree.Sublayer], refusal: CellSnapUIKitError?) {
        var refusal: CellSnapUIKitError? = cellSnapSublayerOptionsRefusal
        let height = Double(bounds.height)
        let drawn = (sublayers ?? []).cellSnapInDrawingOrder.map { layer in
            var (sublayer, problem) = layer.cellSnapSublayer()
            refusal = refusal ?? problem
            if isGeometryFlipped {
                sublayer.frame.origin.y = height - sublayer.frame.origin.y - sublayer.frame.size.height
            }
            return sublayer
        }
        return (drawn, refusal)
    }

    /// The layer as a sublayer: its look, its shadow, its own sublayers, its mask, and what of it
    /// cannot be drawn.
    final func cellSnapSublayer() -> (ViewTree.Sublayer, CellSnapUIKitError?) {
        let radius = Double(cornerRadius), corners = maskedCorners
        func corner(_ mask: CACornerMask) -> Double { corners.contains(mask) ? radius : 0 }
        let radii = CornerRadii(
            topLeft: corner(.layerMinXMinYCorner), topRight: corner(.layerMaxXMinYCorner),
            bottomRight: corner(.layerMaxXMaxYCorner), bottomLeft: corner(.layerMinXMaxYCorner),
            cornerCurve: cornerCurve.model)
        let (gradient, gradientRefusal) = cellSnapDrawnGradient()
        let (nested, nestedRefusal) = cellSnapDrawnSublayers()
        let (contents, contentsRefusal) = cellSnapLayerContents()
        var drawnMask: ViewTree.Mask?, maskRefusal: CellSnapUIKitError?
        if let mask {
            switch mask.cellSnapAsMask(at: mask.frame, call: "\(type(of: self)).mask") {
            case .success(let masking): drawnMask = masking
            case .failure(let error): maskRefusal = error
            }
        }
        let refusal = gradientRefusal ?? nestedRefusal ?? contentsRefusal ?? maskRefusal
        let appearance = ViewTree.Appearance(
            backgroundColor: backgroundColor?.pattern == nil ? backgroundColor?.color : nil,
            backgroundPattern: backgroundColor?.pattern, alpha: Double(min(1, max(0, opacity))),
            isHidden: isHidden || cellSnapFacesAway,
            cornerRadii: radii,
            border: borderWidth > 0 ? borderColor.map { Stroke(color: $0.color, width: Double(borderWidth)) } : nil,
            clipsToBounds: masksToBounds,
            transform: transform.isDrawnAffinely ? cellSnapTransformAboutCentre : .identity, shadow: cellSnapShadow(),
            gradient: gradient, sublayers: nested, contents: contents, mask: drawnMask,
            transform3D: cellSnapTransform3D,
            anchorPoint: Point(x: Double(anchorPoint.x), y: Double(anchorPoint.y)),
            anchorPointZ: Double(anchorPointZ), sublayerTransform: cellSnapSublayerTransform)
        let rect = Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        return (ViewTree.Sublayer(frame: rect, appearance: appearance, isBelowSubviews: isBelowSubviews), refusal)
    }
}

extension Drawer {
    /// The nodes of `layers` of a layer that looks like `owner`, placed at `frame`, each at its
    /// frame in the owner's bounds, pre-mirrored in a right-to-left layout so that the pipeline's
    /// mirroring leaves it where Core Animation puts it (as a layer's shadow is), and transformed
    /// by its own transform and the owner's sublayer transform.
    func sublayerNodes(
        _ layers: [ViewTree.Sublayer], of owner: ViewTree.Appearance, in frame: Rect, role: NodeRole
    ) -> [PlacedNode] {
        layers.compactMap { layer in
            let look = layer.appearance
            guard !look.isHidden, look.alpha >= 0.01 else { return nil }
            var placed = layer.frame
            if context.direction == .rightToLeft { placed.origin.x = frame.width - layer.frame.maxX }
            placed = placed.offsetBy(dx: frame.minX, dy: frame.minY)
            let radii = look.cornerRadii
            let isRounded = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains { $0 > 0 }
            let shape: ShapeKind = isRounded ? .roundedRect(radii) : .rect
            let layerRole = role.appending(.sublayer)
            var children: [PlacedNode] = []
            if let color = look.backgroundColor {
                children.append(
                    PlacedNode(
                        role: layerRole.appending(.background), frame: placed,
                        content: .shape(shape, fill: color, stroke: nil)))
            }
            if let pattern = look.backgroundPattern {
                children.append(
                    PlacedNode(role: layerRole.appending(.background), frame: placed, content: .pattern(shape, pattern))
                )
            }
            if let gradient = look.gradient {
                children.append(
                    PlacedNode(role: layerRole.appending(.gradient), frame: placed, content: .gradient(shape, gradient))
                )
            }
            if !look.contents.isEmpty {
                children.append(
                    PlacedNode(role: layerRole.appending(.contents), frame: placed, content: .drawing(look.contents)))
            }
            children += sublayerNodes(look.sublayers, of: look, in: placed, role: layerRole)
            if let border = look.border {
                children.append(
                    PlacedNode(
                        role: layerRole.appending(.border), frame: placed,
                        content: .shape(shape, fill: nil, stroke: border)))
            }
            var node = PlacedNode(
                role: layerRole, frame: placed, opacity: look.alpha, clipsToBounds: look.clipsToBounds,
                children: children)
            if look.clipsToBounds && isRounded { node.clipCornerRadii = radii }
            node = masked(node, by: look.mask, in: placed, role: layerRole)
            (node.transform, node.projection) = look.drawnTransform(
                size: layer.frame.size, within: owner.sublayerTransform(meeting: layer.frame, size: frame.size))
            return Self.shadowed(node, by: look.shadow)
        }
    }
}
