/*
See LICENSE folder for this sample’s licensing information.

Abstract:
The Application Delegate
*/

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

}
