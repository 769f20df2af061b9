// Package httpapi serves the backup status and "Back up now":
// GET and POST /api/backups, admin only.
package httpapi

import (
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"dhoni/internal/backup"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
)

// New returns the routes.
func New(service *backup.Service) httpserver.RoutesFunc {
	return func(r *httpserver.Routes) {
		r.AdminRoute(http.MethodGet, "/backups", func(c *gin.Context) {
			s, err := service.Status(c.Request.Context())
			httpserver.Respond(c, http.StatusOK, s, err, toBody)
		})
		r.AdminRoute(http.MethodPost, "/backups", func(c *gin.Context) {
			err := service.Start("admin")
			switch {
			case errors.Is(err, backup.ErrBusy):
				err = fault.New(fault.Conflict, "A backup is running already.")
			case errors.Is(err, backup.ErrOperator):
				err = fault.New(fault.Conflict, "On PostgreSQL backups are the operator's job (pg_dump, see docs/operations.md).")
			}
			if err != nil {
				httpserver.Fail(c, err)
				return
			}
			s, err := service.Status(c.Request.Context())
			httpserver.Respond(c, http.StatusAccepted, s, err, toBody)
		})
	}
}

type runBody struct {
	Trigger    string     `json:"trigger"`
	StartedAt  time.Time  `json:"started_at"`
	FinishedAt *time.Time `json:"finished_at"`
	OK         bool       `json:"ok"`
	Copy       string     `json:"copy"`
	Bytes      int64      `json:"bytes"`
	Files      int        `json:"files"`
	Problem    string     `json:"problem"`
}

type body struct {
	Mode     string   `json:"mode"`
	Schedule string   `json:"schedule"`
	Target   string   `json:"target"`
	Kind     string   `json:"target_kind"`
	Place    string   `json:"target_place"`
	Last     *runBody `json:"last_attempt"`
	Good     *runBody `json:"last_good"`
	Late     bool     `json:"late"`
	Failed   bool     `json:"failed"`
}

func run(r backup.Run, ok bool) *runBody {
	if !ok {
		return nil
	}
	b := &runBody{Trigger: r.Trigger, StartedAt: r.StartedAt, OK: r.OK, Copy: r.Copy, Bytes: r.Bytes, Files: r.Files, Problem: r.Problem}
	if r.Finished() {
		b.FinishedAt = &r.FinishedAt
	}
	return b
}

func toBody(s backup.Status) body {
	kind, place := backup.TargetPlace(s.Target)
	return body{Mode: string(s.Mode), Schedule: s.Schedule, Target: s.Target, Kind: kind, Place: place, Late: s.Late, Failed: s.Failed,
		Last: run(s.Last, s.HasLast), Good: run(s.Good, s.HasGood)}
}
