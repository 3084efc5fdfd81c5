package main

import (
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite"
)

// setAsideHalfMadeDatabases moves away database files that a crash left
// without FerretDB's metadata table: FerretDB refuses to start with one of
// them ("no such table: _ferretdb_collections"), and such a file holds no
// collection, so nothing is lost.
func setAsideHalfMadeDatabases(dir string, logger *slog.Logger) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.sqlite"))
	if err != nil {
		return err
	}
	for _, f := range files {
		ok, err := hasMetadata(f)
		if err != nil {
			return fmt.Errorf("check %s: %w", f, err)
		}
		if ok {
			continue
		}
		aside := fmt.Sprintf("%s.half-made-%d", f, time.Now().Unix())
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if _, err := os.Stat(f + suffix); err == nil {
				if err := os.Rename(f+suffix, aside+suffix); err != nil {
					return err
				}
			}
		}
		logger.Warn("set aside a database a crash left half made", "file", f, "moved_to", aside)
	}
	return nil
}

func hasMetadata(file string) (bool, error) {
	db, err := sql.Open("sqlite", "file:"+file+"?mode=ro")
	if err != nil {
		return false, err
	}
	defer db.Close()
	var n int
	err = db.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = '_ferretdb_collections'`).Scan(&n)
	if err != nil {
		if strings.Contains(err.Error(), "not a database") {
			return false, nil
		}
		return false, err
	}
	return n > 0, nil
}
