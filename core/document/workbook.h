#pragma once

#include "core/catalog/catalog.h"
#include "core/document/presentedoutputs.h"
#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/profile.h"
#include "core/result.h"
#include "core/scenario.h"

#include <QJsonObject>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tf::core {

/// One named scenario in a workbook.
struct ScenarioRecord
{
    std::string name;
    ScenarioInputs inputs;
    std::string colour; ///< "#rrggbb"; empty = assigned by the UI
    std::string notes;
    bool baseline = false;
};

/// A frozen copy of a scenario's inputs and of the figures shown for them ("as presented to the
/// board on 2026-11-30"). The outputs are the stored figures, not recomputed: today's model may
/// give others for the same inputs, and views say which is which.
struct Snapshot
{
    std::string scenarioName;
    std::string label;
    std::string createdUtc; ///< ISO 8601
    ScenarioInputs inputs;
    PresentedOutputs outputs; ///< not stored for snapshots of format 2 files
};

/// Everything a workbook file holds. Custom hardware, models and profiles travel with the file
/// so a shared workbook opens anywhere.
struct WorkbookData
{
    std::vector<ScenarioRecord> scenarios;
    std::vector<Snapshot> snapshots;
    std::vector<Hardware> customHardware;
    std::vector<LlmModel> customModels;
    std::vector<CalibrationProfile> profiles;
    std::string notes;
    QJsonObject chartSettings;
    /// Meta entries this version does not know (a newer build of the same format wrote them):
    /// never shown or used, written back unchanged so a save here does not lose them.
    std::map<std::string, std::string> otherMeta;
    std::string createdUtc;
    std::string modifiedUtc;
    std::string appVersion; ///< version of the app that last wrote the file
    /// Saves of the file so far (1 = first save); 0 for data not read from a file. A save of data
    /// read at generation N is refused when the file has meanwhile reached a later generation.
    int64_t generation = 0;
    /// Identifies one document across its saves (a UUID given at its first save); empty for data
    /// not read from a file. Generations are compared only between copies of one document.
    std::string documentId;
};

/// `base` plus the workbook's own hardware, models and calibration profiles, so a shared file
/// evaluates the same everywhere. An entry that fails validation, or that reuses the id of a
/// shipped entry, is an error naming it. A workbook profile that replaces a different profile of
/// `base` is used but marked uncalibrated (its fittedTo says so).
Result<Catalog> catalogForWorkbook(const Catalog& base, const WorkbookData& data);

/// Reads a workbook: read-only probe, defensive SQLite settings, every value type- and
/// range-checked, sizes bounded. Never modifies the file and creates nothing beside it: SQLite
/// reads a private copy, so a -wal, -shm or -journal beside the file is never replayed. The error
/// says what the file is (not SQLite, another application's database, a newer format, damaged, ...).
Result<WorkbookData> readWorkbook(const std::string& path);

/// What a save wrote: the file's new generation and its document id.
struct WorkbookSaved
{
    int64_t generation = 0;
    std::string documentId;
};

/// Writes atomically: a new file beside the target, then rename. A failure (or a kill) leaves
/// the previous file intact. A symbolic link is followed: its final target is replaced and the
/// link kept. Saves of one folder are serialised by an exclusive lock (a save that cannot get it
/// within 10 s is refused with a message). Data read from a file (generation > 0) is not written
/// over a file that was saved again after it was read. Stale SQLite sidecars beside the target
/// are removed. `saved`, when given, receives the generation and document id written: keep them
/// in the open document so that its next save is not taken for a stale copy.
Status writeWorkbook(const std::string& path, const WorkbookData& data, WorkbookSaved* saved = nullptr);

/// Reads one named scenario's inputs from a workbook file (read-only, untrusted input).
Result<ScenarioInputs> readScenarioFromWorkbook(const std::string& path, const std::string& name);

/// The named scenario's inputs from read workbook data; the error names the file (`path`) and
/// lists the scenarios it holds.
Result<ScenarioInputs> scenarioInputs(const WorkbookData& data, const std::string& path, const std::string& name);

/// Creates the workbook if needed and adds or replaces the scenario with the record's name. A
/// replaced scenario takes the record's inputs and keeps what the record leaves empty: its notes
/// and colour, and its baseline flag (replacing the baseline left a workbook without one). The
/// read, the change and the replace happen under the save lock, so concurrent saves never lose
/// a scenario; `replaced`, when given, says whether one was replaced.
/// An existing file that is not a readable workbook is left alone and reported. The user-defined
/// hardware and models given are stored with it (same id replaces), so the file opens anywhere.
Status saveScenarioToWorkbook(const std::string& path, const ScenarioRecord& record, const CatalogEntries& custom = {},
                              bool* replaced = nullptr);

/// Checks what writeWorkbook would refuse: empty or duplicate scenario names, texts over the
/// format's bounds, malformed colours or timestamps. The message names the first problem.
Status validateWorkbook(const WorkbookData& data);

/// The whole workbook as JSON (every field, in file order): for comparisons and diagnostics.
QJsonObject workbookToJson(const WorkbookData& data);

/// A workbook compares against one baseline: the first scenario marked so. Others marked too (a file
/// written by hand, or by an earlier `save --baseline`) are unmarked, so that the window, `compare`
/// and `scenarios` read the same one.
void keepOneBaseline(std::vector<ScenarioRecord>& scenarios);

/// The scenario with `name`, or nullptr.
const ScenarioRecord* findScenario(const WorkbookData& data, const std::string& name);

} // namespace tf::core
