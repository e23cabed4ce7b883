// The few libcurl calls the bounded HTTP transport makes, without curl's headers.
//
// FoundationNetworking links the system libcurl (libcurl.so.4) already, but Debian ships
// no curl headers without libcurl4-*-dev. This shim declares the calls it needs with
// typed (non-variadic) signatures and finds them in libcurl.so.4 at run time, so the
// package builds on the toolchain alone. Option numbers are curl's stable ABI (curl.h).
#ifndef LINKPROOF_CCURL_H
#define LINKPROOF_CCURL_H

#include <stddef.h>
#include <sys/socket.h>

/// The option numbers used (CURLOPTTYPE_LONG + n, OBJECTPOINT 10000 + n, OFF_T 30000 + n).
enum {
    CCURLOPT_URL = 10002,
    CCURLOPT_ERRORBUFFER = 10010,
    CCURLOPT_PROXY = 10004,
    CCURLOPT_NOPROXY = 10177,
    CCURLOPT_HTTPPROXYTUNNEL = 61,
    CCURLOPT_SUPPRESS_CONNECT_HEADERS = 265,
    CCURLOPT_CONNECT_TO = 10243,
    CCURLOPT_RESOLVE = 10203,
    CCURLOPT_HTTPHEADER = 10023,
    CCURLOPT_NOPROGRESS = 43,
    CCURLOPT_NOSIGNAL = 99,
    CCURLOPT_PROTOCOLS = 181,
    CCURLOPT_TIMEOUT_MS = 155,
    CCURLOPT_CONNECTTIMEOUT_MS = 156,
    CCURLOPT_HTTP_CONTENT_DECODING = 158,
    CCURLOPT_OPENSOCKETFUNCTION = 20163,
    CCURLOPT_OPENSOCKETDATA = 10164,
    CCURLOPT_MAXFILESIZE_LARGE = 30117,
};

/// CURL_ERROR_SIZE: the error buffer's length.
#define CCURL_ERROR_SIZE 256

/// The result codes the transport tells apart (CURLcode).
enum {
    CCURLE_OK = 0,
    CCURLE_COULDNT_CONNECT = 7,
    CCURLE_WRITE_ERROR = 23,
    CCURLE_OPERATION_TIMEDOUT = 28,
    CCURLE_ABORTED_BY_CALLBACK = 42,
    CCURLE_FILESIZE_EXCEEDED = 63,
};

/// CURLPROTO_HTTP | CURLPROTO_HTTPS.
#define CCURLPROTO_HTTP_HTTPS 3L

/// Called with each header line (CR LF included) and each piece of the body; returning
/// anything but `size` stops the transfer.
typedef size_t (*ccurl_data_callback)(char *bytes, size_t one, size_t size, void *context);
/// Called at least once a second; non-zero stops the transfer.
typedef int (*ccurl_progress_callback)(void *context, long long, long long, long long, long long);

/// curl's `struct curl_sockaddr`: the address libcurl is about to connect to (`addr` is the
/// start of a buffer of `addrlen` bytes, large enough for IPv6).
struct ccurl_sockaddr {
    int family;
    int socktype;
    int protocol;
    unsigned int addrlen;
    struct sockaddr addr;
};

/// Called before each connection with the address libcurl resolved; returns the new socket,
/// or -1 (CURL_SOCKET_BAD) to refuse that address (libcurl then tries the next one).
typedef int (*ccurl_opensocket_callback)(void *context, int purpose, struct ccurl_sockaddr *address);

/// Loads libcurl once; NULL when it loaded, or a sentence saying why not.
const char *ccurl_load(void);
/// A new easy handle (`ccurl_load` must have succeeded), or NULL.
void *ccurl_easy_init(void);
int ccurl_setopt_long(void *handle, int option, long value);
int ccurl_setopt_off(void *handle, int option, long long value);
int ccurl_setopt_pointer(void *handle, int option, const void *value);
/// Sets the header, body and progress callbacks, all with `context`.
int ccurl_set_callbacks(void *handle, ccurl_data_callback header, ccurl_data_callback body,
                        ccurl_progress_callback progress, void *context);
/// Sets the callback that opens (or refuses) each connection's socket, with `context`.
int ccurl_set_opensocket(void *handle, ccurl_opensocket_callback callback, void *context);
/// The IP address of `address` in network order into `bytes` (16 bytes of room): returns 4
/// for IPv4, 16 for IPv6, 0 for any other family.
int ccurl_address_bytes(const struct ccurl_sockaddr *address, unsigned char *bytes);
/// The addresses `host` resolves to (getaddrinfo, IPv4 and IPv6), at most `capacity`, each
/// written as 17 bytes into `addresses`: its length (4 or 16), then the address in network
/// order. Returns how many were written; 0 when the name does not resolve.
int ccurl_resolve(const char *host, unsigned char *addresses, int capacity);
/// A socket for `address` as libcurl would open it.
int ccurl_open_socket(const struct ccurl_sockaddr *address);
int ccurl_easy_perform(void *handle);
void ccurl_easy_cleanup(void *handle);
const char *ccurl_easy_strerror(int code);
void *ccurl_slist_append(void *list, const char *line);
void ccurl_slist_free_all(void *list);

#endif
