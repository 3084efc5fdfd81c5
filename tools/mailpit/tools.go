//go:build tools

// Pins the Mailpit the courier's tests send email to (a real SMTP server
// with STARTTLS and AUTH, and an API to read what arrived); built once by
// test/support/mailpit.ts into bin/.
package tools

import _ "github.com/axllent/mailpit"
