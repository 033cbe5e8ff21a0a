#pragma once

#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/profile.h"
#include "core/result.h"

#include <string>
#include <vector>

namespace tf::core {

/// How a catalog file's citations ("sources") are read: checked as untrusted text when loaded, or
/// (the shipped files only, whose texts the tests check) kept and converted when first read.
enum class CitationReading { Checked, OnFirstRead };

/// The hardware, models, frameworks and calibration profiles the model can use. The shipped
/// catalog is read from the JSON files in resources/catalog (compiled into the library; the
/// readers are core/catalog/catalogjson.h); users may add their own hardware and models (a
/// spec-sheet-only GPU works, marked uncalibrated). Lookups compare ids and aliases without
/// regard to case and allocate nothing.
class Catalog
{
public:
    /// The shipped catalog, loaded once; aborts loudly in tests if the shipped files are invalid.
    static const Catalog& builtIn();
    /// Loads from a directory holding hardware.json, models.json, frameworks.json, profiles.json.
    static Result<Catalog> loadFromDirectory(const std::string& directory);

    const std::vector<Hardware>& hardware() const { return m_hardware; }
    const std::vector<LlmModel>& models() const { return m_models; }
    const std::vector<Framework>& frameworks() const { return m_frameworks; }
    const std::vector<CalibrationProfile>& profiles() const { return m_profiles; }

    const Hardware* findHardware(const std::string& id) const;
    const LlmModel* findModel(const std::string& id) const;
    const Framework* findFramework(const std::string& id) const;

    /// The best profile for (hardware, framework, precision): an exact precision match, then any
    /// precision, else the priors (priorKnobs) marked uncalibrated.
    CalibrationProfile profileFor(const std::string& hardwareId, const std::string& frameworkId,
                                  Precision precision) const;
    /// The documented priors of a pair: the framework's knobs with the GPU's hardware anchors
    /// (Hardware::knobs) over them. Unknown ids fall back to PerfKnobs defaults.
    PerfKnobs priorKnobs(const std::string& hardwareId, const std::string& frameworkId) const;

    /// Adds or replaces (same id) a user entry after validation. The entry is marked user-defined
    /// and uncalibrated; an id (or, for models, an alias) of a shipped entry is refused, so a file
    /// can never pass its own figures off as a shipped, calibrated GPU or model.
    Status addHardware(Hardware hw);
    Status addModel(LlmModel model);
    /// Adds or replaces the profile with the same key.
    void addProfile(CalibrationProfile profile);
    /// How the calibration behind the profiles did on rows it was not fitted to; an uncalibrated
    /// pair's profile (profileFor) carries its priors figure.
    const CalibrationAccuracy& calibrationAccuracy() const { return m_accuracy; }
    void setCalibrationAccuracy(CalibrationAccuracy accuracy) { m_accuracy = std::move(accuracy); }

private:
    static Result<Catalog> load(const std::string& directory, CitationReading citations);

    std::vector<Hardware> m_hardware;
    std::vector<LlmModel> m_models;
    std::vector<Framework> m_frameworks;
    std::vector<CalibrationProfile> m_profiles;
    CalibrationAccuracy m_accuracy;
};

/// User-defined hardware and models, e.g. a spec-sheet-only GPU.
struct CatalogEntries
{
    std::vector<Hardware> hardware;
    std::vector<LlmModel> models;
};

/// Checks user entries from one file: no id twice, no id of an entry `shipped` ships.
Status checkUserEntries(const CatalogEntries& entries, const Catalog& shipped);
/// The message for a user entry that reuses the id of a shipped one.
std::string shadowMessage(const char* kind, const std::string& id, const std::string& shippedName);

/// Adds the entries to `catalog` (same id replaces).
Status addCatalogEntries(Catalog& catalog, const CatalogEntries& entries);
/// Adds `added` to the lists of `into` (same id replaces).
void mergeCatalogEntries(CatalogEntries& into, const CatalogEntries& added);

/// Writes `hardware`'s knob anchors (hardware-level knobs measured on that GPU) into `knobs`.
void applyHardwareKnobs(const Hardware& hardware, PerfKnobs& knobs);
/// Checks a hardware entry is physically meaningful (positive bandwidth, some BF16 math, ...).
Status validateHardware(const Hardware& hw);
/// Checks a model entry is structurally consistent (heads divisible, MLA ranks present, ...).
Status validateModel(const LlmModel& model);

/// Whether `framework` runs on `hardware`: its vendor list is empty (any) or names the GPU's vendor
/// (TensorRT-LLM runs only on NVIDIA GPUs).
bool frameworkRunsOn(const Framework& framework, const Hardware& hardware);

} // namespace tf::core
