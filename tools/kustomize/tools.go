//go:build tools

// Pins the kustomize that renders deploy/k8s in the tests (built once by
// scripts/kustomize.js into bin/).
package tools

import _ "sigs.k8s.io/kustomize/kustomize/v5"
