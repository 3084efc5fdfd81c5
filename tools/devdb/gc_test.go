package main

import (
	"runtime/debug"
	"testing"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestTheCollectorIsTunedUnlessTheEnvironmentSaysOtherwise(t *testing.T) {
	if s := gcSettingsFor(env(nil)); s.percent != gcPercent || s.limit != memoryLimit {
		t.Fatalf("no GOGC, no GOMEMLIMIT: got %+v", s)
	}
	if s := gcSettingsFor(env(map[string]string{"GOGC": "100"})); s.percent != -1 || s.limit != memoryLimit {
		t.Fatalf("GOGC=100: got %+v", s)
	}
	if s := gcSettingsFor(env(map[string]string{"GOMEMLIMIT": "1GiB"})); s.percent != gcPercent || s.limit != -1 {
		t.Fatalf("GOMEMLIMIT=1GiB: got %+v", s)
	}
}

func TestTuneGCAppliesTheSettings(t *testing.T) {
	oldPercent := debug.SetGCPercent(100)
	oldLimit := debug.SetMemoryLimit(-1)
	defer func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}()
	tuneGC(env(nil))
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Fatalf("GC percent %d, want %d", got, gcPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != memoryLimit {
		t.Fatalf("memory limit %d, want %d", got, memoryLimit)
	}
}
