#pragma once

#include "core/scenario.h"

#include <string>

namespace tf::core {

class Catalog;
struct Hardware;
struct LlmModel;

/// "H200", "GB300 NVL72", "MI355X": the catalog name without its vendor, product family and
/// parenthetical remarks, as a legend or a column header shows it.
std::string hardwareShortName(const Hardware& hw);
/// "DeepSeek-R1", "Llama 3.3 70B": the catalog name without its parenthetical remarks.
std::string modelShortName(const LlmModel& model);

/// The name a configuration gets until the user names it: "H200 FP8", or with the model
/// ("MI355X FP8 Qwen3-235B-A22B") when `withModel`.
std::string configurationName(const ScenarioInputs& inputs, const Catalog& catalog, bool withModel);

/// The name a scenario carries after its inputs change from `before` to `after`. A name the
/// configuration gave (either form, with or without a " (2)" suffix) follows the configuration;
/// the model joins the name once the model changes. A name the user chose is kept as it is.
std::string followingName(const std::string& current, const ScenarioInputs& before, const ScenarioInputs& after,
                          const Catalog& catalog);

/// A name as a reader tells it from others: compatibility forms folded (a no-break or full-width
/// space reads as a space, "ＦＰ８" as "FP8"), Cyrillic and Greek letters drawn as Latin ones read
/// as those ("Н200" with a Cyrillic En as "H200"), invisible format characters (zero-width joiners,
/// byte-order marks) dropped and runs of spaces read as one. Two names with the same reading are
/// the same name to the user, so a workbook cannot hold both.
std::string nameAsRead(const std::string& name);

} // namespace tf::core
