import Foundation

extension UIView {
    /// Attaches `recognizer`, taking it from the view it was attached to, as UIKit does.
    func cellSnapAttach(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` when it is attached here.
    func cellSnapDetach(_ recognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: index).view = nil
    }

    /// Detaches every recognizer, then attaches `recognizers` in order.
    func cellSnapReplaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers { recognizer.view = nil }
        attachedGestureRecognizers = []
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }

    /// Adds `interaction`, telling it before and after it moves to the view.
    func cellSnapAttach(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` when it is here, telling it before and after it leaves.
    func cellSnapDetach(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// Removes every interaction, then adds `interactions` in order.
    func cellSnapReplaceInteractions(with interactions: [any UIInteraction]) {
        for interaction in attachedInteractions { removeInteraction(interaction) }
        for interaction in interactions { addInteraction(interaction) }
    }
}
