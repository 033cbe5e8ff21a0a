#include "core/sourcemap.h"

#include <QJsonObject>

#include <mutex>

namespace tf::core {

struct SourceMap::State
{
    QJsonObject pending; ///< converted into `entries` once, on the first read
    std::once_flag converted;
    Entries entries;
};

// Nothing pending: the first read of a map built from entries converts an empty object.
SourceMap::SourceMap() : m_state(std::make_shared<State>())
{ }

SourceMap::SourceMap(Entries entries) : SourceMap()
{
    m_state->entries = std::move(entries);
}

SourceMap SourceMap::convertedOnFirstRead(const QJsonObject& object)
{
    SourceMap map;
    map.m_state->pending = object;
    return map;
}

const SourceMap::Entries& SourceMap::entries() const
{
    State& state = *m_state;
    std::call_once(state.converted, [&state] {
        for (auto it = state.pending.constBegin(); it != state.pending.constEnd(); ++it) {
            if (it.value().isString())
                state.entries.emplace(it.key().toStdString(), it.value().toString().toStdString());
        }
        state.pending = QJsonObject();
    });
    return state.entries;
}

void SourceMap::set(const std::string& key, std::string citation)
{
    Entries own = entries();
    own[key] = std::move(citation);
    *this = SourceMap(std::move(own));
}

} // namespace tf::core
