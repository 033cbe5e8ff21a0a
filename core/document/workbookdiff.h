#pragma once

#include "core/catalog/catalog.h"
#include "core/document/workbook.h"

#include <QJsonObject>
#include <QJsonValue>

#include <string>
#include <vector>

namespace tf::core {

/// One input whose value differs: its key (as in inputsToJson) and both JSON values.
struct InputChange
{
    std::string key;
    QJsonValue before;
    QJsonValue after;
};

/// Every input whose value differs, catalog choices and modes first, then the numeric fields in
/// the editor's order, then any other key (so inputs added later are compared too).
std::vector<InputChange> inputChanges(const ScenarioInputs& before, const ScenarioInputs& after);

/// One headline figure (outputMetrics() id) that differs.
struct FigureChange
{
    std::string metric;
    double before = 0;
    double after = 0;
};

/// The figures of `after` that differ from `before` beyond `relativeTolerance` (all of them when
/// only one side has stored figures).
std::vector<FigureChange> figureChanges(const PresentedOutputs& before, const PresentedOutputs& after,
                                        double relativeTolerance = 1e-9);

/// A scenario present in both workbooks (matched by name) that differs.
struct ScenarioChange
{
    std::string name;
    std::vector<InputChange> inputs;
    std::vector<FigureChange> outputs; ///< each side evaluated with its own workbook's catalog and level
    std::string outputsError;          ///< why outputs could not be compared (empty when they were)
    bool notesChanged = false;
    bool baselineChanged = false;
};

/// A user-defined hardware, model or calibration profile that one workbook has and the other has
/// not, or has with another definition: figures can change with no input changing.
struct CatalogEntryChange
{
    std::string kind;   ///< "hardware", "model" or "profile"
    std::string id;     ///< its id (profiles: hardware/framework[/precision])
    std::string change; ///< "added", "removed" or "changed"
};

/// What changed from one workbook (`before`, mine) to another (`after`, a colleague's copy).
struct WorkbookDiff
{
    std::vector<std::string> addedScenarios;   ///< in `after` only
    std::vector<std::string> removedScenarios; ///< in `before` only
    std::vector<ScenarioChange> changedScenarios;
    std::vector<CatalogEntryChange> catalogChanges;
    bool workbookNotesChanged = false;
    bool serviceLevelChanged = false;
    int snapshotsAdded = 0;
    int snapshotsRemoved = 0;

    bool empty() const;
};

/// Compares two workbooks read from files (or the open document). Each workbook's scenarios are
/// evaluated on `base` plus that workbook's own entries, at that workbook's service level, so a
/// redefined custom GPU shows as changed figures and a catalog change. Nothing is modified.
WorkbookDiff diffWorkbooks(const WorkbookData& before, const WorkbookData& after, const Catalog& base);

/// The diff as JSON: {"added": [...], "removed": [...], "changed": [{"name", "inputs": [{"key",
/// "before", "after"}], "outputs": [{"metric", "before", "after"}], ...}], "catalog": [...], ...}.
QJsonObject workbookDiffToJson(const WorkbookDiff& diff);

/// The diff as plain text, one change a line, for a terminal.
std::string workbookDiffToText(const WorkbookDiff& diff);

} // namespace tf::core
