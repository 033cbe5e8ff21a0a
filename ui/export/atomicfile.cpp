#include "ui/export/atomicfile.h"

#include <QSaveFile>

namespace tf::ui {

core::Status writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return core::Error{"cannot write " + path.toStdString() + ": " + file.errorString().toStdString()};
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return core::Error{"cannot write " + path.toStdString() + ": " + file.errorString().toStdString()};
    }
    if (!file.commit())
        return core::Error{"cannot save " + path.toStdString() + ": " + file.errorString().toStdString()};
    return {};
}

} // namespace tf::ui
