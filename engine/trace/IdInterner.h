#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvwb {

/**
 * Open-addressing map from 64-bit keys to dense 32-bit ids, assigned in first-seen order.
 * The hot path of trace loading: one probe sequence per block event, no allocation per key.
 */
class U64Interner
{
public:
    U64Interner();
    /// Returns the id of key, assigning nextId (and advancing it) when the key is new.
    std::uint32_t intern(std::uint64_t key, std::uint32_t& nextId);
    std::size_t size() const { return m_size; }
    std::size_t memoryBytes() const { return m_slots.capacity() * sizeof(Slot); }

private:
    struct Slot
    {
        std::uint64_t key;
        std::uint32_t id; ///< kEmpty when the slot is free
    };
    void grow();

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

/// Map from arbitrary byte strings to dense ids; the strings live in one arena.
class StringInterner
{
public:
    StringInterner();
    std::uint32_t intern(std::string_view key, std::uint32_t& nextId);
    std::size_t size() const { return m_size; }
    std::size_t memoryBytes() const;

private:
    struct Slot
    {
        std::uint64_t hash;
        std::uint64_t offset; ///< into m_arena; the key is length-prefixed there
        std::uint32_t id;
    };
    std::string_view keyAt(std::uint64_t offset) const;
    void grow();

    std::vector<Slot> m_slots;
    std::string m_arena;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

/**
 * Interns block hash ids with KVCache.AI's identity rule: the decimal/string text is the identity,
 * so the integer 123 and the string "123" are one id. Integers that fit 64 bits (and strings that
 * are their canonical decimal text) take the fast integer table; everything else is text.
 */
class HashIdInterner
{
public:
    std::uint32_t internInteger(std::uint64_t value)
    {
        if (value < kDirectLimit) {
            if (value >= m_direct.size())
                m_direct.resize(std::max<std::size_t>(value + 1, m_direct.size() * 2), kNone);
            std::uint32_t& id = m_direct[value];
            if (id == kNone) {
                if (m_next == kNone)
                    throw std::length_error("more than 2^32 - 1 distinct block ids");
                id = m_next++;
            }
            return id;
        }
        return m_integers.intern(value, m_next);
    }
    std::uint32_t internNegative(std::int64_t value);
    std::uint32_t internText(std::string_view text);
    /// For LMCache hashes: text identity (no decimal canonicalisation), with "0x" + 1-16
    /// lowercase hex digits (no leading zero) taking a fast integer table of their own.
    std::uint32_t internHashText(std::string_view text);
    std::uint32_t size() const { return m_next; }
    std::size_t memoryBytes() const
    {
        return m_direct.capacity() * 4 + m_integers.memoryBytes() + m_hex.memoryBytes() + m_texts.memoryBytes();
    }

private:
    // Small integer ids (real traces number their blocks 0, 1, 2, ...) index a dense array:
    // one cache-friendly access instead of a hash probe. Larger ones use the hash table.
    static constexpr std::uint64_t kDirectLimit = std::uint64_t(1) << 26;
    static constexpr std::uint32_t kNone = 0xffffffffu;
    std::vector<std::uint32_t> m_direct;
    U64Interner m_integers;
    U64Interner m_hex;
    StringInterner m_texts;
    std::uint32_t m_next = 0;
};

/**
 * Interns prefix-trie paths: node = (parent node, raw hash id); node 0 is the root.
 * In real traces almost every hash id occurs under one parent only (ids are themselves prefix
 * hashes), so the first (parent, node) seen per raw id sits in a dense array indexed by the raw
 * id; only the rare second parent of an id goes through the hash table.
 */
class TrieInterner
{
public:
    std::uint32_t child(std::uint32_t parent, std::uint32_t rawId)
    {
        if (rawId >= m_first.size())
            m_first.resize(std::max<std::size_t>(rawId + 1, m_first.size() * 2), Edge{0, 0});
        Edge& e = m_first[rawId];
        if (e.node == 0) { // first time this id is seen: its first parent
            if (m_next == 0xffffffffu)
                throw std::length_error("more than 2^32 - 1 prefix-trie nodes");
            e.parent = parent;
            e.node = m_next++;
            return e.node;
        }
        if (e.parent == parent)
            return e.node;
        return m_edges.intern((std::uint64_t(parent) << 32) | rawId, m_next);
    }
    std::uint32_t nodeCount() const { return m_next; }
    std::size_t memoryBytes() const { return m_edges.memoryBytes() + m_first.capacity() * sizeof(Edge); }

private:
    struct Edge
    {
        std::uint32_t parent;
        std::uint32_t node; ///< 0: no edge yet (0 is the root, never a child)
    };
    std::vector<Edge> m_first;
    U64Interner m_edges;
    std::uint32_t m_next = 1; // 0 is the root
};

} // namespace kvwb
