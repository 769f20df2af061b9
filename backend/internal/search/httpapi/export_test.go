package httpapi

// ResultsJSON, ResultJSON and MissJSON are the answers as the handlers write
// them, for the black-box tests to read answers with.
type (
	ResultsJSON = resultsJSON
	ResultJSON  = resultJSON
	MissJSON    = missJSON
)
