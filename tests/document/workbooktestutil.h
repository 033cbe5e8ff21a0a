#pragma once

// Helpers shared by the workbook tests: sample documents and raw file surgery.

#include "core/catalog/catalog.h"
#include "core/document/sqliteconnection.h"
#include "core/document/workbook.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <random>
#include <string>

namespace tf::test {

/// Every numeric input moved off its default to a seeded value inside its range, so a field that
/// is not saved or read back changes the comparison.
inline core::ScenarioInputs scatteredInputs(unsigned seed)
{
    std::mt19937 rng(seed);
    core::ScenarioInputs in;
    in.hardwareId = "b200";
    in.modelId = "llama-3.1-70b";
    in.frameworkId = "vllm";
    in.precision = core::Precision::BF16;
    in.serving = core::ServingMode::Disaggregated;
    in.pricing = core::PricingMode::Owned;
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        std::uniform_real_distribution<double> u(0.0, 1.0);
        double v = info.minValue + u(rng) * (info.maxValue - info.minValue);
        if (info.integer)
            v = std::floor(v);
        core::setNumericInput(in, info.key, v);
    }
    return in;
}

inline core::Hardware customHardware()
{
    core::Hardware hw = *core::Catalog::builtIn().findHardware("h200");
    hw.id = "lab-gpu";
    hw.name = "Lab GPU";
    hw.userDefined = true;
    hw.calibrated = false;
    hw.hbmGb = 192;
    hw.notes = "measured in the lab";
    return hw;
}

inline core::LlmModel customModel()
{
    core::LlmModel m = *core::Catalog::builtIn().findModel("llama-3.1-70b");
    m.id = "house-70b";
    m.name = "House 70B";
    m.aliases = {"house"};
    m.userDefined = true;
    return m;
}

/// A workbook that uses every part of the format.
inline core::WorkbookData sampleWorkbook()
{
    core::WorkbookData data;
    core::ScenarioRecord base;
    base.name = "H200 FP8";
    base.inputs = core::defaultHopperScenario();
    base.colour = "#1f77b4";
    base.notes = "seed baseline";
    base.baseline = true;
    core::ScenarioRecord blackwell;
    blackwell.name = "GB300 NVL72 FP4";
    blackwell.inputs = core::defaultBlackwellScenario();
    blackwell.colour = "#ff7f0e";
    core::ScenarioRecord odd;
    odd.name = "scattered";
    odd.inputs = scatteredInputs(7);
    data.scenarios = {base, blackwell, odd};
    core::Snapshot snapshot;
    snapshot.scenarioName = base.name;
    snapshot.label = "as presented to the board on 2026-11-30";
    snapshot.createdUtc = "2026-11-30T18:40:00Z";
    snapshot.inputs = scatteredInputs(11);
    // Figures as presented: awkward doubles, so a round trip must keep every bit.
    snapshot.outputs.stored = true;
    snapshot.outputs.level.mode = core::ServiceLevelMode::EqualInteractivity;
    snapshot.outputs.level.targetTokSPerUser = 50;
    snapshot.outputs.reached = true;
    snapshot.outputs.values = {4.3518518518518521, 0.1, 90.0 / 7, 1e-3, 33.333333333333336, 123.456, 54000, 0.05, 1.41};
    core::Snapshot inputsOnly = snapshot;
    inputsOnly.label = "taken before figures were kept";
    inputsOnly.outputs = {};
    data.snapshots = {snapshot, inputsOnly};
    data.customHardware = {customHardware()};
    data.customModels = {customModel()};
    core::CalibrationProfile profile;
    profile.hardwareId = "lab-gpu";
    profile.frameworkId = "vllm";
    profile.precisionId = "fp8";
    profile.knobs.hbmEfficiency = 0.71;
    profile.fittedTo = "lab run 3";
    profile.pointsFitted = 14;
    profile.medianAbsErrorFit = 0.06;
    profile.calibrated = true;
    data.profiles = {profile};
    data.notes = "Board pack\nwith two lines";
    data.chartSettings.insert(QStringLiteral("pareto_x"), QStringLiteral("tok_s_user"));
    data.chartSettings.insert(QStringLiteral("log_y"), true);
    data.createdUtc = "2026-03-02T08:00:00Z";
    return data;
}

/// The JSON of a workbook without the fields every save rewrites.
inline QJsonObject contentOf(const core::WorkbookData& data)
{
    QJsonObject o = core::workbookToJson(data);
    o.remove(QStringLiteral("modified_utc"));
    o.remove(QStringLiteral("app_version"));
    return o;
}

inline QByteArray digestOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return hash.result();
}

inline bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

inline QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Runs SQL on a file with an ordinary read-write connection (to build hostile files). Returns
/// the first error, empty on success.
inline QString runSql(const QString& path, const QStringList& statements)
{
    core::SqliteConnection connection;
    if (core::Status s = connection.open(path.toStdString(), core::SqliteConnection::Mode::ReadWrite); !s)
        return QString::fromStdString(s.error());
    for (const QString& sql : statements) {
        if (core::Status s = connection.exec(sql, sql.toStdString()); !s)
            return QString::fromStdString(s.error());
    }
    return {};
}

} // namespace tf::test
