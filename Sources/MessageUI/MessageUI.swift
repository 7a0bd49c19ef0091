// `import MessageUI` on Linux: the mail and message composers, on a device that cannot send mail
// or messages (`canSendMail()` and `canSendText()` are `false`, as on a device without an
// account); a composer is made and configured as on iOS, and drawing it is refused. As the
// SDK's module does, it brings UIKit.
@_exported import UIKit
