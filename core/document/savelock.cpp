#include "core/document/savelock.h"

#include "core/document/workbookvalues.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace tf::core::detail {

namespace {

/// How long a save waits for another process's save of the same folder before refusing.
/// TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS overrides it (tests).
int saveLockTimeoutMs()
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS", &ok);
    return ok && value >= 0 && value <= 600000 ? value : 10000;
}

} // namespace

SaveLock::~SaveLock()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0) {
        ::flock(m_fd, LOCK_UN);
        ::close(m_fd);
    }
#endif
}

Status SaveLock::acquire(const QString& target, const std::string& path)
{
#ifdef Q_OS_UNIX
    const QByteArray folder = QFile::encodeName(QFileInfo(target).absolutePath());
    m_fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_fd < 0)
        return Error{"cannot save " + quoted(path) + ": cannot open its folder (" + std::strerror(errno) + ")"};
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(saveLockTimeoutMs());
    while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR)
            return {}; // a filesystem without flock: save unlocked, as before
        if (std::chrono::steady_clock::now() >= deadline)
            return Error{"cannot save " + quoted(path) +
                         ": another program is saving a workbook in the same folder and has not finished; "
                         "nothing was written, try again"};
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
#else
    Q_UNUSED(target);
    Q_UNUSED(path);
#endif
    return {};
}

} // namespace tf::core::detail
