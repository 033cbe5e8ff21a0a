#pragma once

#include <QString>

#include <string>
#include <string_view>

namespace tf::core {
class Catalog;
}

namespace tf::ui {

// The names the parameter panel shows for what the user picked ("NVIDIA H200 SXM", not "h200"),
// for every other place that names them; the id where the catalog (or `catalog` itself) has none.
/// A catalog entry's name as shown: the product's name, its "(per GPU)" in the interface language.
QString entryName(const std::string& name);
QString hardwareName(const core::Catalog* catalog, const std::string& id);
QString modelName(const core::Catalog* catalog, const std::string& id);
QString frameworkName(const core::Catalog* catalog, const std::string& id);

// The reader's name of a cited catalog figure ("HBM bandwidth" for "hbm_tb_s", "HBM streaming
// efficiency" for "knobs.hbm_efficiency"), in the interface language; the key itself for a figure
// it does not know.
QString catalogFigureName(const std::string& key);

// A built-in workload or price preset's name in the interface language ("Chat" reads 聊天); the
// name as the catalog has it where there is no translation.
QString presetName(const std::string& name);

// A source article's publisher, date or use (core::SourceArticle) in the interface language; its
// titles are names and stay as they are.
QString sourceArticleText(std::string_view text);

} // namespace tf::ui
