// Prints a compose file as docker compose itself reads it (compose-go: the
// compose-spec schema, interpolation, merge keys, normalization), as JSON,
// without a Docker engine. The tests of docker-compose.yml read this.
//
//	compose-config <compose file> [<env file>]
package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: compose-config <compose file> [<env file>]")
		os.Exit(2)
	}
	file, err := filepath.Abs(os.Args[1])
	if err != nil {
		fail(err)
	}
	opts := []cli.ProjectOptionsFn{cli.WithWorkingDirectory(filepath.Dir(file))}
	if len(os.Args) == 3 {
		opts = append(opts, cli.WithEnvFiles(os.Args[2]), cli.WithDotEnv)
	}
	opts = append(opts, cli.WithInterpolation(true), cli.WithNormalization(true), cli.WithConsistency(true))
	po, err := cli.NewProjectOptions([]string{file}, opts...)
	if err != nil {
		fail(err)
	}
	project, err := po.LoadProject(context.Background())
	if err != nil {
		fail(err)
	}
	out, err := project.MarshalJSON()
	if err != nil {
		fail(err)
	}
	os.Stdout.Write(out)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
