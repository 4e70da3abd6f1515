import{r as o,_ as G,R as I,c as m,j as V,k as F}from"./theme-CVDyQhL8.js";import{I as q,D as W,z as A}from"./router-g5pcuJmd.js";import{u as H}from"./useTimeout-BuDIEzcz.js";import{_ as B,a as J,T as U}from"./TransitionGroupContext-CysJATDa.js";import"./index-CstGYLK3.js";import"./index-CZYx52yZ.js";import"./index-CueKWi6O.js";const h=q("MuiTouchRipple",["root","ripple","rippleVisible","ripplePulsate","child","childLeaving","childPulsate"]);function K(e){if(e===void 0)throw new ReferenceError("this hasn't been initialised - super() hasn't been called");return e}function X(e,r){var a=function(t){return r&&o.isValidElement(t)?r(t):t},u=Object.create(null);return e&&o.Children.map(e,function(i){return i}).forEach(function(i){u[i.key]=a(i)}),u}function Q(e,r){e=e||{},r=r||{};function a(d){return d in r?r[d]:e[d]}var u=Object.create(null),i=[];for(var t in e)t in r?i.length&&(u[t]=i,i=[]):i.push(t);var n,l={};for(var s in r){if(u[s])for(n=0;n<u[s].length;n++){var p=u[s][n];l[u[s][n]]=a(p)}l[s]=a(s)}for(n=0;n<i.length;n++)l[i[n]]=a(i[n]);return l}function R(e,r,a){return a[r]!=null?a[r]:e.props[r]}function Z(e,r){return X(e.children,function(a){return o.cloneElement(a,{onExited:r.bind(null,a),in:!0,appear:R(a,"appear",e),enter:R(a,"enter",e),exit:R(a,"exit",e)})})}function ee(e,r,a){var u=X(e.children),i=Q(r,u);return Object.keys(i).forEach(function(t){var n=i[t];if(o.isValidElement(n)){var l=t in r,s=t in u,p=r[t],d=o.isValidElement(p)&&!p.props.in;s&&(!l||d)?i[t]=o.cloneElement(n,{onExited:a.bind(null,n),in:!0,exit:R(n,"exit",e),enter:R(n,"enter",e)}):!s&&l&&!d?i[t]=o.cloneElement(n,{in:!1}):s&&l&&o.isValidElement(p)&&(i[t]=o.cloneElement(n,{onExited:a.bind(null,n),in:p.props.in,exit:R(n,"exit",e),enter:R(n,"enter",e)}))}}),i}var te=Object.values||function(e){return Object.keys(e).map(function(r){return e[r]})},ie={component:"div",childFactory:function(r){return r}},Y=(function(e){B(r,e);function r(u,i){var t;t=e.call(this,u,i)||this;var n=t.handleExited.bind(K(t));return t.state={contextValue:{isMounting:!0},handleExited:n,firstRender:!0},t}var a=r.prototype;return a.componentDidMount=function(){this.mounted=!0,this.setState({contextValue:{isMounting:!1}})},a.componentWillUnmount=function(){this.mounted=!1},r.getDerivedStateFromProps=function(i,t){var n=t.children,l=t.handleExited,s=t.firstRender;return{children:s?Z(i,l):ee(i,n,l),firstRender:!1}},a.handleExited=function(i,t){var n=X(this.props.children);i.key in n||(i.props.onExited&&i.props.onExited(t),this.mounted&&this.setState(function(l){var s=G({},l.children);return delete s[i.key],{children:s}}))},a.render=function(){var i=this.props,t=i.component,n=i.childFactory,l=J(i,["component","childFactory"]),s=this.state.contextValue,p=te(this.state.children).map(n);return delete l.appear,delete l.enter,delete l.exit,t===null?I.createElement(U.Provider,{value:s},p):I.createElement(U.Provider,{value:s},I.createElement(t,l,p))},r})(I.Component);Y.propTypes={};Y.defaultProps=ie;function ne(e){const{className:r,classes:a,pulsate:u=!1,rippleX:i,rippleY:t,rippleSize:n,in:l,onExited:s,timeout:p}=e,[d,E]=o.useState(!1),T=m(r,a.ripple,a.rippleVisible,u&&a.ripplePulsate),b={width:n,height:n,top:-(n/2)+t,left:-(n/2)+i},f=m(a.child,d&&a.childLeaving,u&&a.childPulsate);return!l&&!d&&E(!0),o.useEffect(()=>{if(!l&&s!=null){const $=setTimeout(s,p);return()=>{clearTimeout($)}}},[s,l,p]),V.jsx("span",{className:T,style:b,children:V.jsx("span",{className:f})})}const k=550,re=80,ae=F`
  0% {
    transform: scale(0);
    opacity: 0.1;
  }

  100% {
    transform: scale(1);
    opacity: 0.3;
  }
`,se=F`
  0% {
    opacity: 1;
  }

  100% {
    opacity: 0;
  }
`,le=F`
  0% {
    transform: scale(1);
  }

  50% {
    transform: scale(0.92);
  }

  100% {
    transform: scale(1);
  }
`,oe=W("span",{name:"MuiTouchRipple",slot:"Root"})({overflow:"hidden",pointerEvents:"none",position:"absolute",zIndex:0,top:0,right:0,bottom:0,left:0,borderRadius:"inherit"}),ue=W(ne,{name:"MuiTouchRipple",slot:"Ripple"})`
  opacity: 0;
  position: absolute;

  &.${h.rippleVisible} {
    opacity: 0.3;
    transform: scale(1);
    animation-name: ${ae};
    animation-duration: ${k}ms;
    animation-timing-function: ${({theme:e})=>e.transitions.easing.easeInOut};
  }

  &.${h.ripplePulsate} {
    animation-duration: ${({theme:e})=>e.transitions.duration.shorter}ms;
  }

  & .${h.child} {
    opacity: 1;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    background-color: currentColor;
  }

  & .${h.childLeaving} {
    opacity: 0;
    animation-name: ${se};
    animation-duration: ${k}ms;
    animation-timing-function: ${({theme:e})=>e.transitions.easing.easeInOut};
  }

  & .${h.childPulsate} {
    position: absolute;
    /* @noflip */
    left: 0px;
    top: 0;
    animation-name: ${le};
    animation-duration: 2500ms;
    animation-timing-function: ${({theme:e})=>e.transitions.easing.easeInOut};
    animation-iteration-count: infinite;
    animation-delay: 200ms;
  }
`,ve=o.forwardRef(function(r,a){const u=A({props:r,name:"MuiTouchRipple"}),{center:i=!1,classes:t={},className:n,...l}=u,[s,p]=o.useState([]),d=o.useRef(0),E=o.useRef(null);o.useEffect(()=>{E.current&&(E.current(),E.current=null)},[s]);const T=o.useRef(!1),b=H(),f=o.useRef(null),$=o.useRef(null),N=o.useCallback(c=>{const{pulsate:x,rippleX:g,rippleY:L,rippleSize:w,cb:D}=c;p(v=>[...v,V.jsx(ue,{classes:{ripple:m(t.ripple,h.ripple),rippleVisible:m(t.rippleVisible,h.rippleVisible),ripplePulsate:m(t.ripplePulsate,h.ripplePulsate),child:m(t.child,h.child),childLeaving:m(t.childLeaving,h.childLeaving),childPulsate:m(t.childPulsate,h.childPulsate)},timeout:k,pulsate:x,rippleX:g,rippleY:L,rippleSize:w},d.current)]),d.current+=1,E.current=D},[t]),j=o.useCallback((c={},x={},g=()=>{})=>{const{pulsate:L=!1,center:w=i||x.pulsate,fakeElement:D=!1}=x;if(c?.type==="mousedown"&&T.current){T.current=!1;return}c?.type==="touchstart"&&(T.current=!0);const v=D?null:$.current,M=v?v.getBoundingClientRect():{width:0,height:0,left:0,top:0};let y,C,P;if(w||c===void 0||c.clientX===0&&c.clientY===0||!c.clientX&&!c.touches)y=Math.round(M.width/2),C=Math.round(M.height/2);else{const{clientX:O,clientY:z}=c.touches&&c.touches.length>0?c.touches[0]:c;y=Math.round(O-M.left),C=Math.round(z-M.top)}if(w)P=Math.sqrt((2*M.width**2+M.height**2)/3),P%2===0&&(P+=1);else{const O=Math.max(Math.abs((v?v.clientWidth:0)-y),y)*2+2,z=Math.max(Math.abs((v?v.clientHeight:0)-C),C)*2+2;P=Math.sqrt(O**2+z**2)}c?.touches?f.current===null&&(f.current=()=>{N({pulsate:L,rippleX:y,rippleY:C,rippleSize:P,cb:g})},b.start(re,()=>{f.current&&(f.current(),f.current=null)})):N({pulsate:L,rippleX:y,rippleY:C,rippleSize:P,cb:g})},[i,N,b]),_=o.useCallback(()=>{j({},{pulsate:!0})},[j]),S=o.useCallback((c,x)=>{if(b.clear(),c?.type==="touchend"&&f.current){f.current(),f.current=null,b.start(0,()=>{S(c,x)});return}f.current=null,p(g=>g.length>0?g.slice(1):g),E.current=x},[b]);return o.useImperativeHandle(a,()=>({pulsate:_,start:j,stop:S}),[_,j,S]),V.jsx(oe,{className:m(h.root,t.root,n),ref:$,...l,children:V.jsx(Y,{component:null,exit:!0,children:s})})});export{re as DELAY_RIPPLE,ue as TouchRippleRipple,oe as TouchRippleRoot,ve as default};
