package ssr

import (
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

// counts are the renderer's counters, served with the other metrics.
type counts struct {
	renders, busy, failed atomic.Int64
}

var (
	rendersDesc = prometheus.NewDesc("dhoni_page_renders_total",
		"Pages drawn on the server: renders started (each canonical page once per catalogue version and welcome).", nil, nil)
	busyDesc = prometheus.NewDesc("dhoni_page_renders_busy_total",
		"Pages served undrawn at once because every render engine was busy.", nil, nil)
	failedDesc = prometheus.NewDesc("dhoni_page_renders_failed_total",
		"Renders that failed (threw, or took too long); such a page is not drawn again until its data changes.", nil, nil)
)

// Describe is part of prometheus.Collector.
func (r *Renderer) Describe(ch chan<- *prometheus.Desc) {
	ch <- rendersDesc
	ch <- busyDesc
	ch <- failedDesc
}

// Collect is part of prometheus.Collector.
func (r *Renderer) Collect(ch chan<- prometheus.Metric) {
	ch <- prometheus.MustNewConstMetric(rendersDesc, prometheus.CounterValue, float64(r.counts.renders.Load()))
	ch <- prometheus.MustNewConstMetric(busyDesc, prometheus.CounterValue, float64(r.counts.busy.Load()))
	ch <- prometheus.MustNewConstMetric(failedDesc, prometheus.CounterValue, float64(r.counts.failed.Load()))
}
