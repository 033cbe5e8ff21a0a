#include "core/catalog/userprofiles.h"

#include "core/catalog/accuracyjson.h"
#include "core/catalog/catalogjson.h"
#include "core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace tf::core {

std::string userProfilesPath()
{
    const QByteArray overridePath = qgetenv("TOKENFACTORY_PROFILES");
    if (!overridePath.isEmpty())
        return overridePath.toStdString();
    // The application-data folder named for the product rather than the running binary, so that the
    // command-line tool and the desktop app read and write the same file.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        return {};
    return QDir(base).filePath(QStringLiteral("tokenfactory/profiles.json")).toStdString();
}

Result<std::vector<CalibrationProfile>> readProfilesFile(const std::string& path, CalibrationAccuracy* accuracy)
{
    std::vector<CalibrationProfile> profiles;
    if (path.empty() || !QFileInfo::exists(QString::fromStdString(path)))
        return profiles;
    constexpr int64_t kMaxProfilesFileBytes = 8LL * 1024 * 1024;
    auto object = readJsonObjectFile(path, kMaxProfilesFileBytes, "profiles file");
    if (!object)
        return Error{object.error()};
    const std::string file = sanitizedText(path, 400);
    const QJsonObject root = *object;
    if (root.value(QStringLiteral("format")).toString() != QStringLiteral("tokenfactory.profiles"))
        return Error{file + ": 'format' must be \"tokenfactory.profiles\""};
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return Error{file + ": unsupported 'version' (expected 1)"};
    const QJsonArray list = root.value(QStringLiteral("profiles")).toArray();
    if (list.size() > 10000)
        return Error{file + ": more than 10000 profiles"};
    for (const QJsonValue& v : list) {
        if (!v.isObject())
            return Error{file + ": every profile must be an object"};
        auto p = profileFromJson(v.toObject());
        if (!p)
            return Error{file + ": " + p.error()};
        profiles.push_back(std::move(p).value());
    }
    auto heldOut = heldOutOfProfilesFile(root);
    if (!heldOut)
        return Error{file + ": " + heldOut.error()};
    if (accuracy && *heldOut)
        *accuracy = std::move(**heldOut);
    return profiles;
}

Result<std::vector<std::string>> loadUserProfiles(Catalog& catalog, const std::string& path)
{
    CalibrationAccuracy accuracy = catalog.calibrationAccuracy();
    auto profiles = readProfilesFile(path, &accuracy);
    if (!profiles)
        return Error{profiles.error()};
    std::vector<std::string> keys;
    for (CalibrationProfile& p : profiles.value()) {
        keys.push_back(p.key());
        catalog.addProfile(std::move(p));
    }
    catalog.setCalibrationAccuracy(std::move(accuracy));
    return keys;
}

Status writeProfilesFile(const std::string& path, const std::vector<CalibrationProfile>& profiles, bool merge,
                         const CalibrationAccuracy* accuracy)
{
    if (path.empty())
        return Error{"no location to write profiles to"};
    std::vector<CalibrationProfile> all;
    if (merge) {
        auto existing = readProfilesFile(path);
        if (!existing)
            return Error{existing.error()};
        all = std::move(existing).value();
    }
    for (const CalibrationProfile& p : profiles) {
        bool replaced = false;
        for (CalibrationProfile& e : all) {
            if (e.key() == p.key()) {
                e = p;
                replaced = true;
            }
        }
        if (!replaced)
            all.push_back(p);
    }
    QJsonArray array;
    for (const CalibrationProfile& p : all)
        array.append(profileToJson(p));
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("tokenfactory.profiles"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("profiles"), array);
    if (accuracy && !merge)
        root.insert(QStringLiteral("held_out"), accuracyToJson(*accuracy));
    const QString qpath = QString::fromStdString(path);
    QDir().mkpath(QFileInfo(qpath).absolutePath());
    QSaveFile file(qpath);
    if (!file.open(QIODevice::WriteOnly))
        return Error{"cannot write '" + path + "': " + file.errorString().toStdString()};
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return Error{"cannot write '" + path + "': " + file.errorString().toStdString()};
    return {};
}

Catalog builtInWithUserProfiles()
{
    Catalog catalog = Catalog::builtIn();
    (void)loadUserProfiles(catalog, userProfilesPath());
    return catalog;
}

} // namespace tf::core
