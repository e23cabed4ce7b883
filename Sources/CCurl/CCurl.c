#include "CCurl.h"

#include <dlfcn.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <string.h>

// curl's own option numbers for the callbacks (FUNCTIONPOINT 20000 + n, OBJECTPOINT 10000 + n).
enum { HEADERFUNCTION = 20079, HEADERDATA = 10029, WRITEFUNCTION = 20011, WRITEDATA = 10001,
       XFERINFOFUNCTION = 20219, XFERINFODATA = 10057 };

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_perform)(void *handle);
    void (*easy_cleanup)(void *handle);
    const char *(*easy_strerror)(int code);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
} curl;
// The system's libcurl: Linux's (the one FoundationNetworking uses), or macOS's. Other
// systems (iOS and its kin) ship none: there `ccurl_load` says so, and an app gives the
// resolver an `HTTPTransport` of its own.
#ifdef __APPLE__
#define LIBCURL "libcurl.4.dylib"
#else
#define LIBCURL "libcurl.so.4"
#endif
static const char *load_error = LIBCURL " not loaded";
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen(LIBCURL, RTLD_NOW | RTLD_LOCAL);
    if (!library) { load_error = "cannot load " LIBCURL " (the system's libcurl; on a system without one, give the resolver an HTTPTransport of your own)"; return; }
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_cleanup
        || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) {
        load_error = LIBCURL " lacks a function the transport needs";
        return;
    }
    load_error = curl.global_init(3L /* CURL_GLOBAL_ALL */) == 0 ? NULL : "curl_global_init failed";
}

const char *ccurl_load(void) {
    pthread_once(&once, load);
    return load_error;
}

void *ccurl_easy_init(void) { return curl.easy_init(); }
int ccurl_setopt_long(void *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }
int ccurl_setopt_off(void *handle, int option, long long value) { return curl.easy_setopt(handle, option, value); }
int ccurl_setopt_pointer(void *handle, int option, const void *value) { return curl.easy_setopt(handle, option, value); }

int ccurl_set_callbacks(void *handle, ccurl_data_callback header, ccurl_data_callback body,
                        ccurl_progress_callback progress, void *context) {
    int failed = curl.easy_setopt(handle, HEADERFUNCTION, header) | curl.easy_setopt(handle, HEADERDATA, context)
        | curl.easy_setopt(handle, WRITEFUNCTION, body) | curl.easy_setopt(handle, WRITEDATA, context)
        | curl.easy_setopt(handle, XFERINFOFUNCTION, progress) | curl.easy_setopt(handle, XFERINFODATA, context);
    return failed;
}

int ccurl_set_opensocket(void *handle, ccurl_opensocket_callback callback, void *context) {
    return curl.easy_setopt(handle, CCURLOPT_OPENSOCKETFUNCTION, callback) | curl.easy_setopt(handle, CCURLOPT_OPENSOCKETDATA, context);
}

int ccurl_address_bytes(const struct ccurl_sockaddr *address, unsigned char *bytes) {
    if (address->family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
        memcpy(bytes, &((const struct sockaddr_in *)&address->addr)->sin_addr, 4);
        return 4;
    }
    if (address->family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
        memcpy(bytes, &((const struct sockaddr_in6 *)&address->addr)->sin6_addr, 16);
        return 16;
    }
    return 0;
}

int ccurl_resolve(const char *host, unsigned char *addresses, int capacity) {
    struct addrinfo hints, *list = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, NULL, &hints, &list) != 0) return 0;
    int count = 0;
    for (struct addrinfo *item = list; item && count < capacity; item = item->ai_next) {
        unsigned char *slot = addresses + count * 17;
        if (item->ai_family == AF_INET && item->ai_addrlen >= sizeof(struct sockaddr_in)) {
            slot[0] = 4;
            memcpy(slot + 1, &((const struct sockaddr_in *)item->ai_addr)->sin_addr, 4);
            count++;
        } else if (item->ai_family == AF_INET6 && item->ai_addrlen >= sizeof(struct sockaddr_in6)) {
            slot[0] = 16;
            memcpy(slot + 1, &((const struct sockaddr_in6 *)item->ai_addr)->sin6_addr, 16);
            count++;
        }
    }
    freeaddrinfo(list);
    return count;
}

int ccurl_open_socket(const struct ccurl_sockaddr *address) {
    return socket(address->family, address->socktype, address->protocol);
}

int ccurl_easy_perform(void *handle) { return curl.easy_perform(handle); }
void ccurl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }
void *ccurl_slist_append(void *list, const char *line) { return curl.slist_append(list, line); }
void ccurl_slist_free_all(void *list) { curl.slist_free_all(list); }
