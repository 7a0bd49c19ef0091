// UIAppearance proxies as UIKit applies them: to a view when it enters a window (not before, and
// not again once there), never over what the view set itself, the most specific proxy last (a
// subclass's, more containers, traits), bar items when their bar lays them out; and forgotten by
// CellSnapAppearanceProxies.reset() and isolated(_:). Every test runs isolated, so that no proxy
// outlives it.
import Testing
import UIKit

@MainActor @Suite struct AppearanceProxyTests {
    func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func aProxyAppliesWhenAViewEntersAWindow() {
        CellSnapAppearanceProxies.isolated {
            let before = UILabel()
            UILabel.appearance().textColor = .systemRed
            let after = UILabel()
            #expect(before.textColor == .label)
            #expect(after.textColor == .label)
            let window = window()
            window.addSubview(before)
            let holder = UIView()
            holder.addSubview(after)
            window.addSubview(holder)
            #expect(before.textColor == .systemRed)
            #expect(after.textColor == .systemRed)
            // Changing the proxy changes no view already in a window.
            UILabel.appearance().textColor = .systemGreen
            #expect(before.textColor == .systemRed)
            // Only the properties set on the proxy apply.
            #expect(before.font == UIFont.systemFont(ofSize: 17))
        }
    }

    @Test func whatAViewSetsItselfWins() {
        CellSnapAppearanceProxies.isolated {
            UILabel.appearance().textColor = .systemRed
            UILabel.appearance().font = .systemFont(ofSize: 20)
            let label = UILabel()
            label.textColor = .systemBlue
            window().addSubview(label)
            #expect(label.textColor == .systemBlue)
            #expect(label.font == .systemFont(ofSize: 20))
        }
    }

    @Test func containersMatchTheNearestFirstInOrder() {
        CellSnapAppearanceProxies.isolated {
            UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self, UIScrollView.self]).textColor = .systemRed
            let window = window()
            let scroll = UIScrollView()
            let stackInScroll = UIStackView()
            let matched = UILabel()
            stackInScroll.addSubview(matched)
            scroll.addSubview(stackInScroll)
            let stackAlone = UIStackView()
            let unmatched = UILabel()
            stackAlone.addSubview(unmatched)
            // The scroll view inside the stack view: the wrong order.
            let stackAroundScroll = UIStackView()
            let innerScroll = UIScrollView()
            let reversed = UILabel()
            innerScroll.addSubview(reversed)
            stackAroundScroll.addSubview(innerScroll)
            for view in [scroll, stackAlone, stackAroundScroll] { window.addSubview(view) }
            #expect(matched.textColor == .systemRed)
            #expect(unmatched.textColor == .label)
            #expect(reversed.textColor == .label)
        }
    }

    @Test func theMostSpecificProxyWins() {
        CellSnapAppearanceProxies.isolated {
            // Made most specific first: the order of making does not decide.
            UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self]).backgroundColor = .systemBlue
            UILabel.appearance().backgroundColor = .systemGreen
            UIView.appearance().backgroundColor = .systemRed
            let window = window()
            let plain = UIView(), label = UILabel(), stack = UIStackView(), stacked = UILabel()
            stack.addSubview(stacked)
            for view in [plain, label, stack] { window.addSubview(view) }
            #expect(plain.backgroundColor == .systemRed)
            #expect(label.backgroundColor == .systemGreen)
            #expect(stacked.backgroundColor == .systemBlue)
            #expect(stack.backgroundColor == .systemRed)
        }
    }

    @Test func aProxyForTraitsAppliesToViewsWithThem() {
        CellSnapAppearanceProxies.isolated {
            UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
            let dark = UIView(), light = UIView()
            dark.overrideUserInterfaceStyle = .dark
            light.overrideUserInterfaceStyle = .light
            let inDark = UILabel(), inLight = UILabel()
            dark.addSubview(inDark)
            light.addSubview(inLight)
            let window = window()
            window.addSubview(dark)
            window.addSubview(light)
            #expect(inDark.textColor == .white)
            #expect(inLight.textColor == .label)
        }
    }

    @Test func theSameArgumentsGiveTheSameProxy() {
        CellSnapAppearanceProxies.isolated {
            #expect(UILabel.appearance() === UILabel.appearance())
            #expect(UILabel.appearance() !== UIView.appearance())
            #expect(
                UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self])
                    === UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self]))
            #expect(UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self]) !== UILabel.appearance())
        }
    }

    @Test func resetForgetsAndIsolatedPutsBack() {
        CellSnapAppearanceProxies.isolated {
            UILabel.appearance().textColor = .systemRed
            CellSnapAppearanceProxies.isolated {
                let inner = UILabel()
                window().addSubview(inner)
                #expect(inner.textColor == .label)
            }
            let restored = UILabel()
            window().addSubview(restored)
            #expect(restored.textColor == .systemRed)
            CellSnapAppearanceProxies.reset()
            let afterReset = UILabel()
            window().addSubview(afterReset)
            #expect(afterReset.textColor == .label)
        }
    }

    @Test func barItemsTakeTheirProxiesWhenTheirBarLaysThemOut() {
        CellSnapAppearanceProxies.isolated {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemPink
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
            let inBar = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
            let own = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            own.tintColor = .systemTeal
            let item = UINavigationItem(title: "Bars")
            item.rightBarButtonItems = [inBar, own]
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.items = [item]
            window().addSubview(bar)
            // The bar lays its items out when it is laid out (as a capture does).
            bar.layoutSubviews()
            #expect(inBar.tintColor == .systemPink)
            #expect(own.tintColor == .systemTeal)
            #expect(inBar.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
            // An item outside a navigation bar takes only the general proxy.
            let loose = UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: nil)
            #expect(loose.tintColor == nil)
        }
    }

    @Test func barsTakeTheirProxiesAppearances() {
        CellSnapAppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            UINavigationBar.appearance().barTintColor = .systemYellow
            let navigation = UINavigationController(rootViewController: UIViewController())
            #expect(navigation.navigationBar.scrollEdgeAppearance == nil)
            window().rootViewController = navigation
            #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
            #expect(navigation.navigationBar.scrollEdgeAppearance !== appearance)
            #expect(navigation.navigationBar.barTintColor == .systemYellow)
            #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemYellow)
        }
    }
}
